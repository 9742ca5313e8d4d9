import { HOME_MSG, isUuid, type CsrImage, type CsrUploadInput } from '@pageant/common/content/home';
import { NotFoundError, ValidationError } from '../../errors';
import { removeStored, withStoredImages } from '../../storage/cleanup';
import type { ContentDeps } from '../content-deps';
import * as repo from './repo';

const SLIDE_SIZE = 1000;

export function csrService({ db, storage, logger }: ContentDeps) {
  return {
    async list(): Promise<{ success: true; data: CsrImage[] }> {
      const rows = await repo.listImages(db);
      return { success: true, data: rows.map((r) => ({ _id: r.id, url: r.url, alt: r.alt, href: r.href })) };
    },

    async upload(input: CsrUploadInput, files: Buffer[]) {
      if (files.length === 0) throw new ValidationError(HOME_MSG.noCsrFiles);
      // All or nothing: one bad file or a failed insert removes every file this request stored.
      const count = await withStoredImages({ storage, log: logger }, files, { maxSize: SLIDE_SIZE }, (stored) =>
        repo.insertImages(
          db,
          stored.map((s) => ({ ...s, alt: input.alt ?? '', href: input.href ?? '' })),
        ),
      );
      return { success: true, message: HOME_MSG.csrUploaded(count) };
    },

    async remove(id: string) {
      const deleted = isUuid(id) ? await repo.deleteImage(db, id) : undefined;
      if (!deleted) throw new NotFoundError(HOME_MSG.csrNotFound);
      await removeStored(storage, [deleted.key], logger);
      return { success: true, message: HOME_MSG.csrDeleted };
    },
  };
}
