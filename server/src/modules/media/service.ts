import { idParamSchema, MEDIA_TYPES, type MediaType } from '@pageant/common';
import {
  MEDIA_MSG,
  mediaItemError,
  type MediaCreateInput,
  type MediaDraft,
  type MediaReorderInput,
  type MediaUpdateInput,
} from '@pageant/common/content/team-media';
import { NotFoundError, ValidationError } from '../../errors';
import { removeIfWriteFails, removeStored } from '../../storage/cleanup';
import { storeImage } from '../../storage/images';
import { deleteAudited, joinSummary, recordAudit, summarizeChanges, type AuditActor } from '../audit/service';
import type { ContentDeps } from '../content-deps';
import { groupByType } from '../group-by-type';
import * as repo from './repo';
import type { MediaRow } from './repo';

const MAX_SIZE = 1000;

export function toItem(r: MediaRow) {
  return {
    _id: r.id,
    id: r.id,
    title: r.title,
    type: r.type,
    image: r.imageUrl,
    alt: r.alt,
    videoUrl: r.videoUrl,
    order: r.sortOrder,
  };
}
export type MediaItem = ReturnType<typeof toItem>;

const isId = (id: string) => idParamSchema.safeParse({ id }).success;

/** What the audit log may show of a media item. */
const AUDITED = ['type', 'title', 'alt', 'videoUrl'] as const;

function assertRules(draft: MediaDraft) {
  const message = mediaItemError(draft);
  if (message) throw new ValidationError(message);
}

export function mediaService({ db, storage, logger }: Pick<ContentDeps, 'db' | 'storage' | 'logger'>) {
  const store = (image?: Buffer) => (image ? storeImage(storage, image, { maxSize: MAX_SIZE }) : Promise.resolve(null));

  const writeOrCleanUp = <T>(newKey: string | undefined, write: () => Promise<T>) =>
    removeIfWriteFails({ storage, log: logger }, [newKey], write);

  async function findOr404(id: string): Promise<MediaRow> {
    const row = isId(id) ? await repo.findById(db, id) : undefined;
    if (!row) throw new NotFoundError(MEDIA_MSG.notFound);
    return row;
  }

  return {
    listGrouped: async (): Promise<Record<MediaType, MediaItem[]>> => groupByType(MEDIA_TYPES, await repo.listAll(db), toItem),

    listByType: async (type: MediaType) => (await repo.listByType(db, type)).map(toItem),

    /** A video may come as JSON without a file; an image sent with a video is kept as its poster. */
    async create(input: MediaCreateInput, image: Buffer | undefined, who: AuditActor): Promise<MediaItem> {
      const title = input.title ?? '';
      const videoUrl = input.type === 'video' ? (input.videoUrl ?? null) : null;
      assertRules({ type: input.type, title, videoUrl, hasImage: Boolean(image) });
      const stored = await store(image);
      const row = await writeOrCleanUp(stored?.key, () =>
        db.transaction(async (tx) => {
          const row = await repo.insert(tx, {
            type: input.type,
            title,
            alt: input.alt || title,
            imageUrl: stored?.url ?? null,
            imageKey: stored?.key ?? null,
            videoUrl,
          });
          const summary = joinSummary(summarizeChanges(null, row, AUDITED), stored && 'image: new file');
          await recordAudit(tx, { ...who, action: 'media.create', target: row.id, summary });
          return row;
        }),
      );
      return toItem(row);
    },

    /** Fields left out keep their saved values; a saved image satisfies the image rule. */
    async update(id: string, input: MediaUpdateInput, image: Buffer | undefined, who: AuditActor): Promise<MediaItem> {
      const current = await findOr404(id);
      const type = input.type ?? current.type;
      const title = input.title ?? current.title;
      const videoUrl = type === 'video' ? (input.videoUrl ?? current.videoUrl) : null;
      assertRules({ type, title, videoUrl, hasImage: Boolean(image || current.imageUrl) });
      const stored = await store(image);
      const { row, old } = await writeOrCleanUp(stored?.key, () =>
        db.transaction(async (tx) => {
          const old = await repo.findById(tx, id, { lock: true });
          if (!old) throw new NotFoundError(MEDIA_MSG.notFound);
          const row = await repo.update(
            tx,
            id,
            {
              type,
              title,
              alt: input.alt || (input.alt === undefined ? old.alt : '') || title,
              imageUrl: stored?.url ?? old.imageUrl,
              imageKey: stored?.key ?? old.imageKey,
              videoUrl,
            },
            old.type !== type,
          );
          const summary = joinSummary(summarizeChanges(old, row, AUDITED), stored && 'image: replaced');
          await recordAudit(tx, { ...who, action: 'media.update', target: id, summary });
          return { row, old };
        }),
      );
      if (stored) await removeStored(storage, [old.imageKey], logger);
      return toItem(row);
    },

    /** One transaction: either every listed item gets its new place or none does. */
    async reorder({ type, order }: MediaReorderInput, who: AuditActor): Promise<void> {
      if (new Set(order.map((o) => o.id)).size !== order.length) throw new ValidationError(MEDIA_MSG.reorderDuplicate);
      await db.transaction(async (tx) => {
        const ids = await repo.lockIdsOfType(tx, type);
        if (!order.every((o) => ids.has(o.id))) throw new ValidationError(MEDIA_MSG.reorderForeign);
        for (const o of order) await repo.setOrder(tx, o.id, o.order);
        await recordAudit(tx, { ...who, action: 'media.reorder', target: type, summary: `${order.length} item(s) reordered` });
      });
    },

    async remove(id: string, who: AuditActor): Promise<void> {
      const row = isId(id) ? await deleteAudited(db, repo.remove, { id, who, action: 'media.delete', fields: AUDITED }) : undefined;
      if (!row) throw new NotFoundError(MEDIA_MSG.notFound);
      await removeStored(storage, [row.imageKey], logger);
    },
  };
}

export type MediaService = ReturnType<typeof mediaService>;
