import type { HomeImageType } from '@pageant/common';
import { HOME_MSG, isHomeImageType, type HomeImagesResponse } from '@pageant/common/content/home';
import { NotFoundError, ValidationError } from '../../errors';
import { removeStored } from '../../storage/cleanup';
import { storeImage } from '../../storage/images';
import { deleteAudited, recordAudit, type AuditActor } from '../audit/service';
import type { ContentDeps } from '../content-deps';
import * as repo from './repo';

const BANNER_SIZE = 1600;

export function homeImagesService({ db, storage, logger }: ContentDeps) {
  /** Returns the replaced key. Loops only when a concurrent upload inserted the same type first. */
  const replace = (type: HomeImageType, img: repo.StoredImage, who: AuditActor) =>
    db.transaction(async (tx) => {
      for (;;) {
        const current = await repo.lockImage(tx, type);
        if (current) {
          await repo.updateImage(tx, type, img);
          await recordAudit(tx, { ...who, action: 'home_image.update', target: type, summary: 'image: replaced' });
          return current.key;
        }
        if (await repo.insertImage(tx, type, img)) {
          await recordAudit(tx, { ...who, action: 'home_image.create', target: type, summary: 'image: new file' });
          return null;
        }
      }
    });

  return {
    async list(): Promise<HomeImagesResponse> {
      const rows = await repo.listImages(db);
      return { success: true, images: Object.fromEntries(rows.map((r) => [r.type, { url: r.url }])) };
    },

    async upload(type: HomeImageType, file: Buffer | undefined, who: AuditActor) {
      if (!file) throw new ValidationError(HOME_MSG.selectFile);
      const stored = await storeImage(storage, file, { maxSize: BANNER_SIZE });
      let oldKey: string | null;
      try {
        oldKey = await replace(type, stored, who);
      } catch (err) {
        await removeStored(storage, [stored.key], logger);
        throw err;
      }
      await removeStored(storage, [oldKey], logger);
      return { success: true, message: HOME_MSG.imageUploaded, image: { url: stored.url } };
    },

    async remove(type: string, who: AuditActor) {
      const deleted = isHomeImageType(type)
        ? await deleteAudited(db, (tx) => repo.deleteImage(tx, type), {
            id: type,
            who,
            action: 'home_image.delete',
            summary: 'image removed',
          })
        : undefined;
      if (!deleted) throw new NotFoundError(HOME_MSG.homeImageNotFound);
      await removeStored(storage, [deleted.key], logger);
      return { success: true, message: HOME_MSG.homeImageDeleted };
    },
  };
}
