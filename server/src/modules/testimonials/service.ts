import { HOME_MSG, isUuid, type Testimonial, type TestimonialInput } from '@pageant/common/content/home';
import { NotFoundError } from '../../errors';
import { removeStored, withStoredImage } from '../../storage/cleanup';
import { deleteAudited, joinSummary, recordAudit, summarizeChanges, type AuditActor } from '../audit/service';
import type { ContentDeps } from '../content-deps';
import * as repo from './repo';

const PORTRAIT_SIZE = 750;
type Stored = { url: string; key: string };
/** What the audit log may show of a testimonial (a public quote and who gave it). */
const AUDITED = ['name', 'place', 'text'] as const;

const toTestimonial = (r: repo.TestimonialRow): Testimonial => ({
  _id: r.id,
  name: r.name,
  place: r.place,
  text: r.text,
  imageUrl: r.imageUrl ?? '',
});

const fieldsOf = (input: TestimonialInput, img: Stored | undefined): repo.TestimonialFields => ({
  name: input.name,
  place: input.place ?? '',
  text: input.text,
  imageUrl: img?.url,
  imageKey: img?.key,
});

export function testimonialsService({ db, storage, logger }: ContentDeps) {
  const withNewImage = <T>(file: Buffer | undefined, write: (img: Stored | undefined) => Promise<T>) =>
    withStoredImage({ storage, log: logger }, file, { maxSize: PORTRAIT_SIZE }, write);

  return {
    async list(): Promise<{ success: true; data: Testimonial[] }> {
      return { success: true, data: (await repo.listTestimonials(db)).map(toTestimonial) };
    },

    async create(input: TestimonialInput, file: Buffer | undefined, who: AuditActor) {
      const row = await withNewImage(file, (img) =>
        db.transaction(async (tx) => {
          const fields = fieldsOf(input, img);
          const row = await repo.insertTestimonial(tx, fields);
          const summary = joinSummary(summarizeChanges(null, { ...fields }, AUDITED), img && 'image: new file');
          await recordAudit(tx, { ...who, action: 'testimonial.create', target: row.id, summary });
          return row;
        }),
      );
      return { success: true, message: HOME_MSG.testimonialAdded, data: toTestimonial(row) };
    },

    async update(id: string, input: TestimonialInput, file: Buffer | undefined, who: AuditActor) {
      if (!isUuid(id)) throw new NotFoundError(HOME_MSG.testimonialNotFound);
      const { row, replaced } = await withNewImage(file, (img) =>
        db.transaction(async (tx) => {
          const current = await repo.lockTestimonial(tx, id);
          if (!current) throw new NotFoundError(HOME_MSG.testimonialNotFound);
          const fields = fieldsOf(input, img);
          const row = await repo.updateTestimonial(tx, id, fields);
          const summary = joinSummary(summarizeChanges(current, { ...fields }, AUDITED), img && 'image: replaced');
          await recordAudit(tx, { ...who, action: 'testimonial.update', target: id, summary });
          return { row, replaced: img ? current.imageKey : null };
        }),
      );
      await removeStored(storage, [replaced], logger);
      return { success: true, message: HOME_MSG.testimonialUpdated, data: toTestimonial(row) };
    },

    async remove(id: string, who: AuditActor) {
      const deleted = isUuid(id)
        ? await deleteAudited(db, repo.deleteTestimonial, { id, who, action: 'testimonial.delete', fields: AUDITED })
        : undefined;
      if (!deleted) throw new NotFoundError(HOME_MSG.testimonialNotFound);
      await removeStored(storage, [deleted.imageKey], logger);
      return { success: true, message: HOME_MSG.testimonialDeleted };
    },
  };
}
