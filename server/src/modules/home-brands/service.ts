import { HOME_MSG, isUuid, type HomeBrand } from '@pageant/common/content/home';
import { NotFoundError, ValidationError } from '../../errors';
import { removeStored, withStoredImage } from '../../storage/cleanup';
import { deleteAudited, recordAudit, type AuditActor } from '../audit/service';
import type { ContentDeps } from '../content-deps';
import * as repo from './repo';

const LOGO_SIZE = 400;

const toBrand = (row: { id: string; imageUrl: string }): HomeBrand => ({ _id: row.id, image: row.imageUrl });

export function homeBrandsService({ db, storage, logger }: ContentDeps) {
  const withNewImage = <T>(file: Buffer, write: (img: repo.StoredImage) => Promise<T>) =>
    withStoredImage({ storage, log: logger }, file, { maxSize: LOGO_SIZE }, write);

  return {
    list: async (): Promise<HomeBrand[]> => (await repo.listBrands(db)).map(toBrand),

    async create(file: Buffer | undefined, who: AuditActor) {
      if (!file) throw new ValidationError(HOME_MSG.brandSelectFile);
      const row = await withNewImage(file, (img) =>
        db.transaction(async (tx) => {
          const row = await repo.insertBrand(tx, img);
          await recordAudit(tx, { ...who, action: 'home_brand.create', target: row.id, summary: 'image: new file' });
          return row;
        }),
      );
      return { success: true, message: HOME_MSG.imageUploaded, data: toBrand(row) };
    },

    async update(id: string, file: Buffer | undefined, who: AuditActor) {
      if (!isUuid(id)) throw new NotFoundError(HOME_MSG.brandNotFound);
      if (!file) throw new ValidationError(HOME_MSG.brandSelectNewImage);
      const { row, oldKey } = await withNewImage(file, (img) =>
        db.transaction(async (tx) => {
          const current = await repo.lockBrand(tx, id);
          if (!current) throw new NotFoundError(HOME_MSG.brandNotFound);
          const row = await repo.updateBrandImage(tx, id, img);
          await recordAudit(tx, { ...who, action: 'home_brand.update', target: id, summary: 'image: replaced' });
          return { row, oldKey: current.imageKey };
        }),
      );
      await removeStored(storage, [oldKey], logger);
      return { success: true, message: HOME_MSG.imageUpdated, data: toBrand(row) };
    },

    async remove(id: string, who: AuditActor) {
      const deleted = isUuid(id)
        ? await deleteAudited(db, repo.deleteBrand, { id, who, action: 'home_brand.delete', summary: 'image removed' })
        : undefined;
      if (!deleted) throw new NotFoundError(HOME_MSG.brandNotFound);
      await removeStored(storage, [deleted.imageKey], logger);
      return { success: true, message: HOME_MSG.brandDeleted };
    },
  };
}
