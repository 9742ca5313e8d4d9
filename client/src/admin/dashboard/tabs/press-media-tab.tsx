import { useCallback, useState } from 'react';
import toast from 'react-hot-toast';
import { arrayMove } from '@dnd-kit/sortable';
import { MEDIA_TYPES, type MediaType } from '@pageant/common';
import { MEDIA_MSG } from '@pageant/common/content/team-media';
import { createMedia, deleteMedia, getMedia, reorderMedia, updateMedia, type MediaFields, type MediaItem } from '@/api/media';
import { errorMessage } from '@/api/http';
import { Button } from '@/components/button';
import { InlineSpinner } from '@/components/spinner';
import { TypeTabs } from '@/admin/shared/type-tabs';
import { MediaItemForm } from '@/admin/media/media-item-form';
import { SortableMediaList } from '@/admin/media/sortable-media-list';
import { NoticeLine } from '@/admin/shared/notice-line';
import { ResourceStatus } from '@/admin/shared/resource-status';
import { useAdminResource } from '@/admin/shared/use-admin-resource';
import { useNotice } from '@/admin/shared/use-notice';

const LABELS: Record<MediaType, string> = {
  mediaCoverage: 'Media Coverage',
  imageGallery: 'Image Gallery',
  fashionGallery: 'Fashion Gallery',
  brand: 'Brand',
  shoot: 'Shoot',
  video: 'Video',
};
const FETCH_FAILED = 'Failed to fetch';
const REORDER_FAILED = '❌ Failed to reorder media';

export default function PressMediaTab() {
  const [type, setType] = useState<MediaType>('mediaCoverage');
  const [editing, setEditing] = useState<MediaItem | null>(null);
  const [deletingId, setDeletingId] = useState<string | null>(null);
  const [orderChanged, setOrderChanged] = useState(false);
  const [savingOrder, setSavingOrder] = useState(false);
  const { notice, announceSuccess, announceError } = useNotice();

  const fetchMedia = useCallback(
    async (signal?: AbortSignal) => {
      const res = await getMedia(type, signal);
      // A fresh load shows the saved order, so there is nothing left to save.
      if (!signal?.aborted) setOrderChanged(false);
      return [...(res.media ?? [])].sort((a, b) => a.order - b.order);
    },
    [type],
  );
  const {
    data: items,
    setData: setItems,
    loading,
    error: loadError,
    reload,
  } = useAdminResource(fetchMedia, FETCH_FAILED, {
    initial: [] as MediaItem[],
    logMessage: 'Failed to fetch media',
  });

  function changeType(next: MediaType) {
    if (next === type) return;
    setType(next);
    setEditing(null);
    setOrderChanged(false);
  }

  function move(from: number, to: number) {
    if (to < 0 || to >= items.length || from === to) return;
    setItems((list) => arrayMove(list, from, to));
    setOrderChanged(true);
  }

  async function saveOrder() {
    setSavingOrder(true);
    try {
      await reorderMedia(
        type,
        items.map((item, order) => ({ id: item._id, order })),
      );
      setItems((list) => list.map((item, order) => ({ ...item, order })));
      setOrderChanged(false);
      announceSuccess(MEDIA_MSG.orderSaved);
    } catch (err) {
      const text = errorMessage(err, REORDER_FAILED);
      announceError(text);
      await reload();
    } finally {
      setSavingOrder(false);
    }
  }

  async function save(fields: MediaFields) {
    try {
      if (editing) {
        const res = await updateMedia(editing._id, fields);
        setItems((list) => list.map((i) => (i._id === res.item._id ? res.item : i)));
        setEditing(null);
        announceSuccess(MEDIA_MSG.updated);
      } else {
        const res = await createMedia(fields);
        setItems((list) => [...list, res.item]);
        announceSuccess(MEDIA_MSG.added);
      }
    } catch (err) {
      // The form shows the same sentence inline next to its fields.
      toast.error(errorMessage(err, '❌ Upload failed'));
      throw err;
    }
  }

  async function remove(item: MediaItem) {
    const name = item.title || 'this item';
    if (!window.confirm(`Are you sure you want to delete ${name}?`)) return;
    setDeletingId(item._id);
    try {
      await deleteMedia(item._id);
      setItems((list) => list.filter((i) => i._id !== item._id));
      if (editing?._id === item._id) setEditing(null);
      announceSuccess(MEDIA_MSG.deleted);
    } catch (err) {
      const text = errorMessage(err, '❌ Delete failed');
      announceError(text);
    } finally {
      setDeletingId(null);
    }
  }

  return (
    <section className="space-y-4">
      <div className="space-y-1">
        <h2 className="text-lg font-semibold text-neutral-900">Press &amp; Media Manage</h2>
        <p className="text-sm text-neutral-600">Add, edit, delete and reorder the press coverage, galleries, brand shoots and videos.</p>
      </div>
      <TypeTabs label="Media types" types={MEDIA_TYPES} labels={LABELS} active={type} onChange={changeType}>
        <MediaItemForm
          key={`${type}-${editing?._id ?? 'new'}`}
          type={type}
          editing={editing}
          onSubmit={save}
          onCancel={() => setEditing(null)}
        />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <NoticeLine notice={notice} />
          {orderChanged && (
            <Button variant="gold" size="sm" onClick={() => void saveOrder()} disabled={savingOrder} aria-busy={savingOrder}>
              {savingOrder && <InlineSpinner />}
              Save Order
            </Button>
          )}
        </div>
        <ResourceStatus
          loading={loading}
          error={loadError}
          onRetry={() => void reload()}
          loadingLabel="Loading media…"
          isEmpty={items.length === 0}
          empty={<p className="text-sm text-neutral-500">No {LABELS[type].toLowerCase()} items yet. Add the first one above.</p>}
        >
          <>
            <p className="text-xs text-neutral-500">
              Drag the handle (or focus it and press Space, then the arrow keys) or use the arrows to change the order.
            </p>
            <SortableMediaList
              items={items}
              editingId={editing?._id ?? null}
              deletingId={deletingId}
              onMove={move}
              onEdit={setEditing}
              onDelete={remove}
            />
          </>
        </ResourceStatus>
      </TypeTabs>
    </section>
  );
}
