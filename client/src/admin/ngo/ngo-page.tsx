import { useState } from 'react';
import { notify } from '@/lib/notify';
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, arrayMove, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { NGO_MSG } from '@pageant/common/content/ngo-competition';
import { errorMessage } from '@/api/http';
import { deleteNgoCard, getNgoCards, reorderNgoCards, type NgoCard } from '@/api/ngo';
import { ResourceStatus } from '@/admin/shared/resource-status';
import { useAdminResource } from '@/admin/shared/use-admin-resource';
import { NgoCardForm } from './ngo-card-form';
import { SortableNgoCard } from './sortable-ngo-card';

const FETCH_FAILED = 'Failed to fetch';
const ORDER_SAVED = '✅ Order saved!';

/** Editing state: closed, adding a new card, or editing one. */
type Editing = { card: NgoCard | null } | null;

const fetchCards = async (signal?: AbortSignal): Promise<NgoCard[]> => {
  const list = await getNgoCards(signal);
  return Array.isArray(list) ? list : [];
};

export default function NgoPage() {
  const {
    data: cards,
    setData: setCards,
    loading,
    error: loadError,
    reload,
  } = useAdminResource(fetchCards, FETCH_FAILED, {
    initial: [],
    logMessage: 'Failed to fetch NGO cards',
  });
  const [editing, setEditing] = useState<Editing>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  function onSaved(card: NgoCard, created: boolean) {
    setCards((list) => (created ? [...list, card] : list.map((c) => (c._id === card._id ? card : c))));
    setEditing(null);
    notify.success(created ? 'Card added' : 'Card updated');
  }

  async function onDelete(card: NgoCard) {
    if (!window.confirm(NGO_MSG.confirmDelete)) return;
    setBusyId(card._id);
    try {
      const res = await deleteNgoCard(card._id);
      setCards((list) => list.filter((c) => c._id !== card._id));
      if (editing?.card?._id === card._id) setEditing(null);
      notify.success(res?.message || NGO_MSG.deleted);
    } catch (err) {
      console.error('Failed to delete NGO card', err);
      window.alert(errorMessage(err, NGO_MSG.deleteFailed));
    } finally {
      setBusyId(null);
    }
  }

  async function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    const from = cards.findIndex((c) => c._id === active.id);
    const to = cards.findIndex((c) => c._id === over.id);
    if (from < 0 || to < 0) return;
    const next = arrayMove(cards, from, to);
    setCards(next);
    try {
      const saved = await reorderNgoCards(next.map((c) => c._id));
      if (Array.isArray(saved)) setCards(saved);
      notify.success(ORDER_SAVED);
    } catch (err) {
      console.error('Failed to reorder NGO cards', err);
      notify.error(errorMessage(err, NGO_MSG.saveFailed));
      // Quiet: put the saved order back without hiding the list behind the spinner.
      void reload({ quiet: true });
    }
  }

  return (
    <section className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-xl font-semibold text-neutral-900">Admin: NGO Content</h1>
        {!editing && (
          <button
            type="button"
            onClick={() => setEditing({ card: null })}
            className="inline-flex min-h-10 items-center gap-1.5 rounded-md bg-plum px-4 text-sm font-semibold text-white hover:bg-plum-soft focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-plum"
          >
            + Add New Card
          </button>
        )}
      </div>

      {editing && <NgoCardForm key={editing.card?._id ?? 'new'} card={editing.card} onSaved={onSaved} onCancel={() => setEditing(null)} />}

      <ResourceStatus
        loading={loading}
        error={loadError}
        onRetry={() => void reload()}
        loadingLabel="Loading NGO cards…"
        isEmpty={cards.length === 0}
        empty={
          <p className="rounded-md border border-dashed border-neutral-300 p-8 text-center text-sm text-neutral-600">
            No NGO cards yet. Use “+ Add New Card” to create one.
          </p>
        }
      >
        <>
          <p className="text-sm text-neutral-500">
            Drag a card by its handle (or focus the handle and use Space and the arrow keys) to reorder.
          </p>
          <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
            <SortableContext items={cards.map((c) => c._id)} strategy={verticalListSortingStrategy}>
              <ul className="space-y-4" aria-label="NGO cards">
                {cards.map((card) => (
                  <SortableNgoCard
                    key={card._id}
                    card={card}
                    busy={busyId === card._id}
                    onEdit={(c) => setEditing({ card: c })}
                    onDelete={(c) => void onDelete(c)}
                  />
                ))}
              </ul>
            </SortableContext>
          </DndContext>
        </>
      </ResourceStatus>
    </section>
  );
}
