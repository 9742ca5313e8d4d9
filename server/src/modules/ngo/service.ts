import { NGO_MSG, type NgoCardInput } from '@pageant/common/content/ngo-competition';
import type { Db } from '../../db/client';
import { NotFoundError, ValidationError } from '../../errors';
import type { Logger } from '../../logger';
import { removeStored, withStoredImage } from '../../storage/cleanup';
import type { StorageDriver } from '../../storage/driver';
import { deleteAudited, joinSummary, recordAudit, summarizeChanges, type AuditActor } from '../audit/service';
import * as repo from './repo';

const IMAGE_SIZE = 1200;
/** What the audit log may show of a card. */
const AUDITED = ['title', 'subtitle', 'label', 'description', 'section', 'highlights'] as const;

/** The public card: DESIGN §4 keeps the original `_id` / `order` names. */
export function toCard(row: repo.NgoCardRow) {
  return {
    _id: row.id,
    title: row.title,
    subtitle: row.subtitle,
    label: row.label,
    description: row.description,
    imageUrl: row.imageUrl ?? '',
    section: row.section,
    highlights: row.highlights,
    order: row.sortOrder,
  };
}
export type NgoCard = ReturnType<typeof toCard>;

export function ngoService(db: Db, storage: StorageDriver, log: Logger) {
  const withNewImage = <T>(image: Buffer | undefined, write: (img?: { url: string; key: string }) => Promise<T>) =>
    withStoredImage({ storage, log }, image, { maxSize: IMAGE_SIZE }, write);

  const list = async (): Promise<NgoCard[]> => (await repo.listCards(db)).map(toCard);

  return {
    list,

    async create(input: NgoCardInput, image: Buffer | undefined, who: AuditActor): Promise<NgoCard> {
      const row = await withNewImage(image, (img) =>
        db.transaction(async (tx) => {
          const row = await repo.insertCard(tx, { ...input, imageUrl: img?.url, imageKey: img?.key });
          const summary = joinSummary(summarizeChanges(null, row, AUDITED), img && 'image: new file');
          await recordAudit(tx, { ...who, action: 'ngo.create', target: row.id, summary });
          return row;
        }),
      );
      return toCard(row);
    },

    async update(id: string, input: NgoCardInput, image: Buffer | undefined, who: AuditActor): Promise<NgoCard> {
      if (!(await repo.findCard(db, id))) throw new NotFoundError(NGO_MSG.notFound);
      const { row, before } = await withNewImage(image, (img) =>
        db.transaction(async (tx) => {
          const before = await repo.lockCard(tx, id);
          // Deleted while the image was being processed.
          if (!before) throw new NotFoundError(NGO_MSG.notFound);
          const row = (await repo.updateCard(tx, id, img ? { ...input, imageUrl: img.url, imageKey: img.key } : input))!;
          const summary = joinSummary(summarizeChanges(before, row, AUDITED), img && 'image: replaced');
          await recordAudit(tx, { ...who, action: 'ngo.update', target: id, summary });
          return { row, before };
        }),
      );
      if (image) await removeStored(storage, [before.imageKey], log);
      return toCard(row);
    },

    async remove(id: string, who: AuditActor): Promise<{ success: true; message: string }> {
      const row = await deleteAudited(db, repo.deleteCard, { id, who, action: 'ngo.delete', fields: ['title', 'section'] });
      if (!row) throw new NotFoundError(NGO_MSG.notFound);
      await removeStored(storage, [row.imageKey], log);
      return { success: true, message: NGO_MSG.deleted };
    },

    /** The new order must name every card exactly once; then it is written in one transaction. */
    async reorder(orderedIds: string[], who: AuditActor): Promise<NgoCard[]> {
      await db.transaction(async (tx) => {
        const existing = new Set(await repo.lockCardIds(tx));
        const given = new Set(orderedIds);
        const same = given.size === orderedIds.length && given.size === existing.size && orderedIds.every((id) => existing.has(id));
        if (!same) throw new ValidationError(NGO_MSG.orderMismatch);
        for (const [index, id] of orderedIds.entries()) await repo.setSortOrder(tx, id, index);
        await recordAudit(tx, { ...who, action: 'ngo.reorder', target: 'ngo cards', summary: `${orderedIds.length} card(s) reordered` });
      });
      return list();
    },
  };
}

export type NgoService = ReturnType<typeof ngoService>;
