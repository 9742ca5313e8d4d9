import { useState } from 'react';
import { notify } from '@/lib/notify';
import { HOME_MSG, type CsrImage } from '@pageant/common/content/home';
import { deleteCsrImage, getCsrImages } from '@/api/csr';
import { errorMessage } from '@/api/http';
import { CsrImageGrid } from '@/admin/csr/csr-image-grid';
import { CsrUploadForm } from '@/admin/csr/csr-upload-form';
import { NoticeList } from '@/admin/shared/notice-line';
import { ResourceStatus } from '@/admin/shared/resource-status';
import { useAdminResource } from '@/admin/shared/use-admin-resource';
import { useNotices } from '@/admin/shared/use-notice';

const FETCH_FAILED = 'Failed to fetch CSR images.';
const DELETE_FAILED = 'Failed to delete image!';

const fetchImages = async (signal?: AbortSignal): Promise<CsrImage[]> => (await getCsrImages(signal)).data ?? [];

export default function CsrSlidesTab() {
  const {
    data: images,
    setData: setImages,
    loading,
    error: loadError,
    reload,
  } = useAdminResource(fetchImages, FETCH_FAILED, {
    initial: [],
    logMessage: 'Failed to fetch CSR images',
  });
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const [notices, setNotices] = useNotices();

  async function onDelete(img: CsrImage) {
    if (!window.confirm('Are you sure you want to delete this CSR image?')) return;
    setDeletingId(img._id);
    try {
      const res = await deleteCsrImage(img._id);
      setImages((prev) => prev.filter((i) => i._id !== img._id));
      const text = res?.message || HOME_MSG.csrDeleted;
      notify.success(text);
      setNotices([{ kind: 'success', text }]);
    } catch (err) {
      const text = errorMessage(err, DELETE_FAILED);
      console.error('Failed to delete CSR image', err);
      notify.error(text);
      setNotices([{ kind: 'error', text }]);
    } finally {
      setDeletingId(null);
    }
  }

  return (
    <section className="space-y-4">
      <div className="space-y-1">
        <h2 className="text-lg font-semibold text-neutral-900">CSR Slides</h2>
        <p className="text-sm text-neutral-600">Images for the 'Our CSR Activities' carousel on the charity page.</p>
      </div>

      <CsrUploadForm onNotices={setNotices} onUploaded={() => void reload()} />
      <NoticeList notices={notices} />

      <ResourceStatus
        loading={loading && images.length === 0}
        error={loadError}
        onRetry={() => void reload()}
        loadingLabel="Loading CSR images…"
        isEmpty={images.length === 0}
        empty={
          <p className="rounded-md border border-dashed border-neutral-300 p-6 text-center text-sm text-neutral-500">No CSR images yet.</p>
        }
      >
        <CsrImageGrid images={images} deletingId={deletingId} onDelete={(img) => void onDelete(img)} />
      </ResourceStatus>
    </section>
  );
}
