import { useState, type FormEvent } from 'react';
import { HOME_MSG, type HomeBrand } from '@pageant/common/content/home';
import { updateHomeBrand } from '@/api/home-brands';
import { AdminButton } from './admin-button';
import { ImagePicker } from '@/admin/shared/image-picker';
import { NoticeLine } from '@/admin/shared/notice-line';
import { useNotice } from '@/admin/shared/use-notice';
import { useObjectUrl } from '@/admin/shared/use-object-url';

const UPDATE_FAILED = 'Update failed';

interface BrandCardProps {
  brand: HomeBrand;
  index: number;
  deleting: boolean;
  onUpdated: (brand: HomeBrand) => void;
  onDelete: (brand: HomeBrand) => void;
}

/** One brand image with Update (choose, Submit or Cancel) and Delete. */
export function BrandCard({ brand, index, deleting, onUpdated, onDelete }: BrandCardProps) {
  const [editing, setEditing] = useState(false);
  const [file, setFile] = useState<File | null>(null);
  const [saving, setSaving] = useState(false);
  const { notice, error, announceSuccess, announceError } = useNotice();
  const preview = useObjectUrl(file);
  const name = `brand ${index + 1}`;

  function cancel() {
    setEditing(false);
    setFile(null);
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    if (!file) {
      error(HOME_MSG.brandSelectNewImage);
      return;
    }
    setSaving(true);
    try {
      const res = await updateHomeBrand(brand._id, file);
      onUpdated(res.data ?? brand);
      cancel();
      announceSuccess(HOME_MSG.imageUpdated);
    } catch (err) {
      console.error('Brand update failed', err);
      // SPEC §2 names this exact red sentence for the brand grid.
      announceError(UPDATE_FAILED);
    } finally {
      setSaving(false);
    }
  }

  return (
    <li className="flex flex-col gap-3 rounded-lg border border-neutral-200 p-3">
      <img
        src={preview ?? brand.image}
        alt={preview ? `New image for ${name} (preview)` : `Brand ${index + 1}`}
        className="aspect-square w-full rounded-md bg-neutral-50 object-contain"
      />
      {editing ? (
        <form onSubmit={onSubmit} noValidate className="space-y-2" aria-label={`Update ${name}`}>
          <ImagePicker label={`New image for ${name}`} file={file} thumbnail={false} onChange={setFile} disabled={saving} />
          <div className="flex flex-wrap gap-2">
            <AdminButton type="submit" busy={saving}>
              Submit
            </AdminButton>
            <AdminButton tone="secondary" onClick={cancel} disabled={saving}>
              Cancel
            </AdminButton>
          </div>
        </form>
      ) : (
        <div className="flex flex-wrap gap-2">
          <AdminButton tone="secondary" onClick={() => setEditing(true)} disabled={deleting} aria-label={`Update ${name}`}>
            Update
          </AdminButton>
          <AdminButton tone="danger" onClick={() => onDelete(brand)} busy={deleting} aria-label={`Delete ${name}`}>
            Delete
          </AdminButton>
        </div>
      )}
      <NoticeLine notice={notice} successRole="status" />
    </li>
  );
}
