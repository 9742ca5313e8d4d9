import { useCallback, useEffect, useState } from 'react';
import toast from 'react-hot-toast';
import { HOME_MSG, type CsrImage } from '@pageant/common/content/home';
import { deleteCsrImage, getCsrImages } from '@/api/csr';
import { errorMessage } from '@/api/http';
import { Spinner } from '@/components/spinner';
import { CsrImageGrid } from '@/admin/csr/csr-image-grid';
import { CsrUploadForm } from '@/admin/csr/csr-upload-form';
import { NoticeList } from '@/admin/shared/notice-line';
import { useNotices } from '@/admin/shared/use-notice';

const FETCH_FAILED = 'Failed to fetch CSR images.';
const DELETE_FAILED = 'Failed to delete image!';

export default function CsrSlidesTab() {
  const [images, setImages] = useState<CsrImage[]>([]);
  const [loading, setLoading] = useState(true);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const [notices, setNotices] = useNotices();

  const load = useCallback(async (signal?: AbortSignal) => {
    setLoading(true);
    try {
      const res = await getCsrImages(signal);
      setImages(res.data ?? []);
      setLoadError(null);
    } catch (err) {
      if (signal?.aborted) return;
      console.error('Failed to fetch CSR images', err);
      setLoadError(errorMessage(err, FETCH_FAILED));
    } finally {
      if (!signal?.aborted) setLoading(false);
    }
  }, []);

  useEffect(() => {
    const ctrl = new AbortController();
    void load(ctrl.signal);
    return () => ctrl.abort();
  }, [load]);

  async function onDelete(img: CsrImage) {
    if (!window.confirm('Are you sure you want to delete this CSR image?')) return;
    setDeletingId(img._id);
    try {
      const res = await deleteCsrImage(img._id);
      setImages((prev) => prev.filter((i) => i._id !== img._id));
      const text = res?.message || HOME_MSG.csrDeleted;
      toast.success(text);
      setNotices([{ kind: 'success', text }]);
    } catch (err) {
      const text = errorMessage(err, DELETE_FAILED);
      console.error('Failed to delete CSR image', err);
      toast.error(text);
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

      <CsrUploadForm onNotices={setNotices} onUploaded={() => void load()} />
      <NoticeList notices={notices} />

      {loading && images.length === 0 ? (
        <div className="flex justify-center py-8">
          <Spinner label="Loading CSR images…" />
        </div>
      ) : loadError ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-700">
          <span>{loadError}</span>
          <button type="button" onClick={() => void load()} className="rounded-md border border-red-300 px-3 py-1 font-medium hover:bg-red-100">
            Retry
          </button>
        </div>
      ) : images.length === 0 ? (
        <p className="rounded-md border border-dashed border-neutral-300 p-6 text-center text-sm text-neutral-500">No CSR images yet.</p>
      ) : (
        <CsrImageGrid images={images} deletingId={deletingId} onDelete={(img) => void onDelete(img)} />
      )}
    </section>
  );
}
