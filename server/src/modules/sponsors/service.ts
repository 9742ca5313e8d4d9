import { HOME_MSG, isUuid, type SponsorLogo, type SponsorLogoInput } from '@pageant/common/content/home';
import { NotFoundError, ValidationError } from '../../errors';
import { removeStored, withStoredImage } from '../../storage/cleanup';
import { deleteAudited, joinSummary, recordAudit, summarizeChanges, type AuditActor } from '../audit/service';
import type { ContentDeps } from '../content-deps';
import * as repo from './repo';

const LOGO_SIZE = 400;
type Stored = { url: string; key: string };
/** What the audit log may show of a logo. */
const AUDITED = ['alt', 'href'] as const;

export function sponsorsService({ db, storage, logger }: ContentDeps) {
  const withNewImage = <T>(file: Buffer | undefined, write: (img: Stored | undefined) => Promise<T>) =>
    withStoredImage({ storage, log: logger }, file, { maxSize: LOGO_SIZE }, write);

  return {
    async list(): Promise<{ success: true; data: SponsorLogo[] }> {
      const rows = await repo.listLogos(db);
      return { success: true, data: rows.map((r) => ({ _id: r.id, url: r.url, alt: r.alt, altText: r.alt, href: r.href })) };
    },

    async create(input: SponsorLogoInput, file: Buffer | undefined, who: AuditActor) {
      if (!file) throw new ValidationError(HOME_MSG.logoRequired);
      await withNewImage(file, (img) =>
        db.transaction(async (tx) => {
          const fields = { alt: input.alt ?? '', href: input.href ?? '' };
          const id = await repo.insertLogo(tx, { url: img!.url, key: img!.key, ...fields });
          await recordAudit(tx, {
            ...who,
            action: 'sponsor.create',
            target: id,
            summary: joinSummary(summarizeChanges(null, fields, AUDITED), 'image: new file'),
          });
        }),
      );
      return { success: true, message: HOME_MSG.logoAdded };
    },

    /** Fields left out keep their stored value; a new logo replaces the old file. */
    async update(id: string, input: SponsorLogoInput, file: Buffer | undefined, who: AuditActor) {
      if (!isUuid(id)) throw new NotFoundError(HOME_MSG.logoNotFound);
      const replaced = await withNewImage(file, (img) =>
        db.transaction(async (tx) => {
          const current = await repo.lockLogo(tx, id);
          if (!current) throw new NotFoundError(HOME_MSG.logoNotFound);
          const changes = { alt: input.alt, href: input.href };
          await repo.updateLogo(tx, id, { ...changes, url: img?.url, key: img?.key });
          await recordAudit(tx, {
            ...who,
            action: 'sponsor.update',
            target: id,
            summary: joinSummary(summarizeChanges(current, changes, AUDITED), img && 'image: replaced'),
          });
          return img ? current.key : null;
        }),
      );
      await removeStored(storage, [replaced], logger);
      return { success: true, message: HOME_MSG.logoUpdated };
    },

    async remove(id: string, who: AuditActor) {
      const deleted = isUuid(id)
        ? await deleteAudited(db, repo.deleteLogo, { id, who, action: 'sponsor.delete', fields: AUDITED })
        : undefined;
      if (!deleted) throw new NotFoundError(HOME_MSG.logoNotFound);
      await removeStored(storage, [deleted.key], logger);
      return { success: true, message: HOME_MSG.deleted };
    },
  };
}
