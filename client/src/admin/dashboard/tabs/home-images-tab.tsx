import { useId, useState } from 'react';
import { HOME_IMAGE_TYPES, type HomeImageType } from '@pageant/common';
import { HOME_MSG, type HomeImagesResponse } from '@pageant/common/content/home';
import { deleteHomeImage, getHomeImages, uploadHomeImage } from '@/api/home-images';
import { errorMessage } from '@/api/http';
import { AdminButton } from '@/admin/home-content/admin-button';
import { ImagePicker } from '@/admin/shared/image-picker';
import { ResourceStatus } from '@/admin/shared/resource-status';
import { useAdminResource } from '@/admin/shared/use-admin-resource';
import { NoticeLine } from '@/admin/shared/notice-line';
import { useNotice } from '@/admin/shared/use-notice';
import { useImageUpload } from '@/admin/shared/use-image-upload';

const UPLOAD_FAILED = '❌ Upload failed. Try again.';
const DELETE_FAILED = '❌ Delete failed';
const LOAD_FAILED = 'Failed to fetch';

type Images = HomeImagesResponse['images'];

const fetchImages = async (signal?: AbortSignal): Promise<Images> => (await getHomeImages(signal)).images ?? {};

export default function HomeImagesTab() {
  const {
    data: images,
    setData: setImages,
    loading,
    error: loadError,
    reload,
  } = useAdminResource(fetchImages, LOAD_FAILED, {
    initial: {},
    logMessage: 'Failed to fetch home images',
  });
  const [type, setType] = useState<HomeImageType>('home1');
  const [deleting, setDeleting] = useState<HomeImageType | null>(null);
  const { notice, announceSuccess, announceError } = useNotice();
  const typeId = useId();
  const { file, setFile, resetKey, uploading, onSubmit } = useImageUpload(
    async (file) => {
      const res = await uploadHomeImage(type, file);
      setImages((prev) => ({ ...prev, [type]: { url: res.image.url } }));
    },
    {
      onMissing: () => announceError(HOME_MSG.selectFile),
      succeeded: HOME_MSG.imageUploaded,
      failed: UPLOAD_FAILED,
      announceSuccess,
      announceError,
    },
  );

  async function onDelete(which: HomeImageType) {
    if (!window.confirm(`Are you sure you want to delete the ${which} image?`)) return;
    setDeleting(which);
    try {
      const res = await deleteHomeImage(which);
      setImages((prev) => {
        const next = { ...prev };
        delete next[which];
        return next;
      });
      const text = res.message || HOME_MSG.homeImageDeleted;
      announceSuccess(text);
    } catch (err) {
      const text = errorMessage(err, DELETE_FAILED);
      announceError(text);
    } finally {
      setDeleting(null);
    }
  }

  return (
    <section className="space-y-6">
      <div className="space-y-1">
        <h2 className="text-lg font-semibold text-neutral-900">Home Images</h2>
        <p className="text-sm text-neutral-600">Manage the home page banner images here.</p>
        <p className="text-sm text-neutral-600">There are two, home1 and home2; uploading replaces the current image of that type.</p>
      </div>

      <form onSubmit={onSubmit} noValidate className="space-y-4 rounded-lg border border-neutral-200 p-4">
        <div className="grid gap-4 md:grid-cols-2">
          <div className="space-y-1.5">
            <label htmlFor={typeId} className="block text-sm font-medium text-neutral-700">
              Image type
            </label>
            <select
              id={typeId}
              value={type}
              onChange={(e) => setType(e.target.value as HomeImageType)}
              className="block w-full rounded-md border border-neutral-300 bg-white px-3 py-2 text-sm text-neutral-900 focus:border-plum focus:outline-none focus:ring-2 focus:ring-plum/25"
            >
              {HOME_IMAGE_TYPES.map((t) => (
                <option key={t} value={t}>
                  {t}
                </option>
              ))}
            </select>
          </div>
          <ImagePicker
            label="Image file"
            file={file}
            previewAlt="Preview of the selected image"
            resetKey={resetKey}
            onChange={setFile}
            disabled={uploading}
          />
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <AdminButton type="submit" busy={uploading}>
            {uploading ? 'Uploading…' : 'Upload'}
          </AdminButton>
          <NoticeLine notice={notice} successRole="status" />
        </div>
      </form>

      <ResourceStatus loading={loading} error={loadError} onRetry={() => void reload()} loadingLabel="Loading home images…">
        <ul className="grid gap-4 md:grid-cols-2">
          {HOME_IMAGE_TYPES.map((t) => {
            const current = images[t];
            return (
              <li key={t} className="space-y-3 rounded-lg border border-neutral-200 p-4">
                <h3 className="text-sm font-semibold text-neutral-900">{t}</h3>
                {current ? (
                  <img
                    src={current.url}
                    alt={`Current ${t} image`}
                    className="aspect-video w-full rounded-md bg-neutral-100 object-cover"
                  />
                ) : (
                  <p className="flex aspect-video items-center justify-center rounded-md bg-neutral-100 text-sm text-neutral-500">
                    No {t} image uploaded yet.
                  </p>
                )}
                <AdminButton
                  tone="danger"
                  busy={deleting === t}
                  disabled={!current || deleting !== null}
                  onClick={() => void onDelete(t)}
                  aria-label={`Delete ${t} image`}
                >
                  Delete
                </AdminButton>
              </li>
            );
          })}
        </ul>
      </ResourceStatus>
    </section>
  );
}
