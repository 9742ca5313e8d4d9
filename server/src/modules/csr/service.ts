import { HOME_MSG, isUuid, type CsrImage, type CsrUploadInput } from '@pageant/common/content/home';
import { NotFoundError, ValidationError } from '../../errors';
import { removeStored, withStoredImages } from '../../storage/cleanup';
import { deleteAudited, joinSummary, recordAudit, summarizeChanges, type AuditActor } from '../audit/service';
import type { ContentDeps } from '../content-deps';
import * as repo from './repo';

const SLIDE_SIZE = 1000;
const AUDITED = ['alt', 'href'] as const;

export function csrService({ db, storage, logger }: ContentDeps) {
  return {
    async list(): Promise<{ success: true; data: CsrImage[] }> {
      const rows = await repo.listImages(db);
      return { success: true, data: rows.map((r) => ({ _id: r.id, url: r.url, alt: r.alt, href: r.href })) };
    },

    async upload(input: CsrUploadInput, files: Buffer[], who: AuditActor) {
      if (files.length === 0) throw new ValidationError(HOME_MSG.noCsrFiles);
      // All or nothing: one bad file or a failed insert removes every file this request stored.
      const fields = { alt: input.alt ?? '', href: input.href ?? '' };
      const count = await withStoredImages({ storage, log: logger }, files, { maxSize: SLIDE_SIZE }, (stored) =>
        db.transaction(async (tx) => {
          const ids = await repo.insertImages(
            tx,
            stored.map((s) => ({ ...s, ...fields })),
          );
          // One upload is one admin action, however many slides it adds.
          const summary = joinSummary(`${ids.length} image(s)`, summarizeChanges(null, fields, AUDITED));
          await recordAudit(tx, {
            ...who,
            action: 'csr.upload',
            target: ids.length > 1 ? `${ids[0]} and ${ids.length - 1} more` : (ids[0] ?? ''),
            summary,
          });
          return ids.length;
        }),
      );
      return { success: true, message: HOME_MSG.csrUploaded(count) };
    },

    async remove(id: string, who: AuditActor) {
      const deleted = isUuid(id)
        ? await deleteAudited(db, repo.deleteImage, { id, who, action: 'csr.delete', fields: AUDITED })
        : undefined;
      if (!deleted) throw new NotFoundError(HOME_MSG.csrNotFound);
      await removeStored(storage, [deleted.key], logger);
      return { success: true, message: HOME_MSG.csrDeleted };
    },
  };
}
