import { useCallback, useState } from 'react';
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
import { useTypeTabItems } from '@/admin/shared/use-type-tab-items';

const LABELS: Record<MediaType, string> = {
  mediaCoverage: 'Media Coverage',
  imageGallery: 'Image Gallery',
  fashionGallery: 'Fashion Gallery',
  brand: 'Brand',
  shoot: 'Shoot',
  video: 'Video',
};
const REORDER_FAILED = '❌ Failed to reorder media';

export default function PressMediaTab() {
  const [orderChanged, setOrderChanged] = useState(false);
  const [savingOrder, setSavingOrder] = useState(false);

  const loadMedia = useCallback(async (type: MediaType, signal?: AbortSignal) => {
    const res = await getMedia(type, signal);
    // A fresh load shows the saved order, so there is nothing left to save.
    if (!signal?.aborted) setOrderChanged(false);
    return [...(res.media ?? [])].sort((a, b) => a.order - b.order);
  }, []);
  const media = useTypeTabItems<MediaType, MediaItem, MediaFields>({
    initialType: 'mediaCoverage',
    load: loadMedia,
    create: async (_type, fields) => (await createMedia(fields)).item,
    update: async (_type, item, fields) => (await updateMedia(item._id, fields)).item,
    destroy: async (item) => {
      await deleteMedia(item._id);
      return undefined;
    },
    nameOf: (item) => item.title || 'this item',
    messages: MEDIA_MSG,
    logMessage: 'Failed to fetch media',
    onTypeChange: () => setOrderChanged(false),
  });
  const { type, items, setItems, editing, announceSuccess, announceError } = media;

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
      await media.reload();
    } finally {
      setSavingOrder(false);
    }
  }

  return (
    <section className="space-y-4">
      <div className="space-y-1">
        <h2 className="text-lg font-semibold text-neutral-900">Press &amp; Media Manage</h2>
        <p className="text-sm text-neutral-600">Add, edit, delete and reorder the press coverage, galleries, brand shoots and videos.</p>
      </div>
      <TypeTabs label="Media types" types={MEDIA_TYPES} labels={LABELS} active={type} onChange={media.changeType}>
        <MediaItemForm
          key={`${type}-${editing?._id ?? 'new'}`}
          type={type}
          editing={editing}
          onSubmit={media.save}
          onCancel={() => media.setEditing(null)}
        />
        <NoticeLine notice={media.notice} />
        {orderChanged && (
          <div className="flex justify-end">
            <Button variant="gold" size="sm" onClick={() => void saveOrder()} disabled={savingOrder} aria-busy={savingOrder}>
              {savingOrder && <InlineSpinner />}
              Save Order
            </Button>
          </div>
        )}
        <ResourceStatus
          loading={media.loading}
          error={media.loadError}
          onRetry={() => void media.reload()}
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
              deletingId={media.deletingId}
              onMove={move}
              onEdit={media.setEditing}
              onDelete={media.remove}
            />
          </>
        </ResourceStatus>
      </TypeTabs>
    </section>
  );
}
