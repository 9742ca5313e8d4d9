import { useState } from 'react';
import { HOME_MSG, type HomeBrand } from '@pageant/common/content/home';
import { createHomeBrand, deleteHomeBrand, getHomeBrands } from '@/api/home-brands';
import { errorMessage } from '@/api/http';
import { AdminButton } from '@/admin/home-content/admin-button';
import { BrandCard } from '@/admin/home-content/brand-card';
import { ImagePicker } from '@/admin/shared/image-picker';
import { ResourceStatus } from '@/admin/shared/resource-status';
import { useAdminResource } from '@/admin/shared/use-admin-resource';
import { NoticeLine } from '@/admin/shared/notice-line';
import { useNotice } from '@/admin/shared/use-notice';
import { useImageUpload } from '@/admin/shared/use-image-upload';

const LOAD_FAILED = 'Failed to fetch';
const UPLOAD_FAILED = '❌ Upload failed';
const DELETE_FAILED = 'Delete failed';

export default function BrandCarouselTab() {
  const {
    data: brands,
    setData: setBrands,
    loading,
    error: loadError,
    reload,
  } = useAdminResource(getHomeBrands, LOAD_FAILED, {
    initial: [] as HomeBrand[],
    logMessage: 'Failed to fetch brands',
  });
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const { notice, error, announceSuccess, announceError } = useNotice();
  const { file, setFile, resetKey, uploading, onSubmit } = useImageUpload(
    async (file) => {
      const res = await createHomeBrand(file);
      if (res.data) setBrands((prev) => [...prev, res.data]);
      else void reload();
    },
    {
      onMissing: () => error(HOME_MSG.brandSelectFile),
      succeeded: HOME_MSG.imageUploaded,
      failed: UPLOAD_FAILED,
      announceSuccess,
      announceError,
    },
  );

  async function onDelete(brand: HomeBrand) {
    if (!window.confirm('Are you sure you want to delete this brand image?')) return;
    setDeletingId(brand._id);
    try {
      const res = await deleteHomeBrand(brand._id);
      setBrands((prev) => prev.filter((b) => b._id !== brand._id));
      const text = res.message || HOME_MSG.brandDeleted;
      announceSuccess(text);
    } catch (err) {
      const text = errorMessage(err, DELETE_FAILED);
      announceError(text);
    } finally {
      setDeletingId(null);
    }
  }

  const onUpdated = (next: HomeBrand) => setBrands((prev) => prev.map((b) => (b._id === next._id ? next : b)));

  return (
    <section className="space-y-6">
      <div className="space-y-1">
        <h2 className="text-lg font-semibold text-neutral-900">Brand Caraousel For HomePage</h2>
        <p className="text-sm text-neutral-600">Brand logos shown in the home page brand endorsement carousel.</p>
      </div>

      <form onSubmit={onSubmit} noValidate className="space-y-3 rounded-lg border border-neutral-200 p-4">
        <ImagePicker
          label="Brand image"
          file={file}
          previewAlt="Preview of the selected brand image"
          resetKey={resetKey}
          onChange={setFile}
          disabled={uploading}
          className="max-w-md"
        />
        <div className="flex flex-wrap items-center gap-3">
          <AdminButton type="submit" busy={uploading}>
            {uploading ? 'Uploading…' : 'Upload'}
          </AdminButton>
          <NoticeLine notice={notice} successRole="status" />
        </div>
      </form>

      <ResourceStatus
        loading={loading}
        error={loadError}
        onRetry={() => void reload()}
        loadingLabel="Loading brand images…"
        isEmpty={brands.length === 0}
        empty={<p className="rounded-md bg-neutral-50 p-6 text-center text-sm text-neutral-500">No brand images yet. Upload one above.</p>}
      >
        <ul aria-label="Brand images" className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4">
          {brands.map((b, i) => (
            <BrandCard
              key={b._id}
              brand={b}
              index={i}
              deleting={deletingId === b._id}
              onUpdated={onUpdated}
              onDelete={(br) => void onDelete(br)}
            />
          ))}
        </ul>
      </ResourceStatus>
    </section>
  );
}
