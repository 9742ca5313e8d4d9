import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { rectSortingStrategy, SortableContext, sortableKeyboardCoordinates, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ArrowDown, ArrowUp, Film, GripVertical, Pencil, Trash2 } from 'lucide-react';
import type { MediaItem } from '@/api/media';

interface ListProps {
  items: MediaItem[];
  editingId: string | null;
  deletingId: string | null;
  onMove: (from: number, to: number) => void;
  onEdit: (item: MediaItem) => void;
  onDelete: (item: MediaItem) => void;
}

const nameOf = (item: MediaItem) => item.title || item.alt || item.videoUrl || 'Untitled';
const smallBtn =
  'inline-flex items-center gap-1 rounded-md border px-2 py-1 text-xs font-medium focus-visible:outline-2 focus-visible:outline-plum disabled:opacity-40';

/** The turn-the-drag-into-a-move handler, exported for tests. */
export function dragEndToMove(items: MediaItem[], { active, over }: Pick<DragEndEvent, 'active' | 'over'>): [number, number] | null {
  if (!over || active.id === over.id) return null;
  const from = items.findIndex((i) => i._id === active.id);
  const to = items.findIndex((i) => i._id === over.id);
  return from < 0 || to < 0 ? null : [from, to];
}

/** Drag (pointer or keyboard: Space, arrows, Space) or use the up/down buttons to reorder. */
export function SortableMediaList({ items, onMove, ...rest }: ListProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={(e) => {
        const move = dragEndToMove(items, e);
        if (move) onMove(...move);
      }}
    >
      <SortableContext items={items.map((i) => i._id)} strategy={rectSortingStrategy}>
        <ol aria-label="Media items" className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((item, index) => (
            <SortableCard key={item._id} item={item} index={index} count={items.length} onMove={onMove} {...rest} />
          ))}
        </ol>
      </SortableContext>
    </DndContext>
  );
}

interface CardProps extends Omit<ListProps, 'items'> {
  item: MediaItem;
  index: number;
  count: number;
}

function SortableCard({ item, index, count, editingId, deletingId, onMove, onEdit, onDelete }: CardProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: item._id });
  const name = nameOf(item);
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`flex gap-3 rounded-lg border bg-white p-3 shadow-sm ${isDragging ? 'z-10 opacity-80 shadow-lg' : ''} ${
        editingId === item._id ? 'border-plum ring-2 ring-plum/20' : 'border-neutral-200'
      }`}
    >
      <button
        ref={setActivatorNodeRef}
        type="button"
        aria-label={`Drag ${name}`}
        className="flex w-6 shrink-0 cursor-grab touch-none items-center justify-center rounded text-neutral-400 hover:text-neutral-700 focus-visible:outline-2 focus-visible:outline-plum"
        {...attributes}
        {...listeners}
      >
        <GripVertical aria-hidden="true" className="size-4" />
      </button>
      {item.image ? (
        <img src={item.image} alt={item.alt || name} className="size-16 shrink-0 rounded-md object-cover" />
      ) : (
        <span className="flex size-16 shrink-0 items-center justify-center rounded-md bg-neutral-100 text-neutral-400">
          <Film aria-hidden="true" className="size-6" />
        </span>
      )}
      <div className="min-w-0 flex-1 space-y-2">
        <p className="truncate text-sm font-semibold text-neutral-900" title={name}>
          <span className="mr-1 text-neutral-400">{index + 1}.</span>
          {name}
        </p>
        {item.videoUrl && <p className="truncate text-xs text-neutral-500">{item.videoUrl}</p>}
        <div className="flex flex-wrap gap-1.5">
          <button
            type="button"
            aria-label={`Move ${name} up`}
            disabled={index === 0}
            onClick={() => onMove(index, index - 1)}
            className={`${smallBtn} border-neutral-300 text-neutral-700 hover:bg-neutral-100`}
          >
            <ArrowUp aria-hidden="true" className="size-3.5" />
          </button>
          <button
            type="button"
            aria-label={`Move ${name} down`}
            disabled={index === count - 1}
            onClick={() => onMove(index, index + 1)}
            className={`${smallBtn} border-neutral-300 text-neutral-700 hover:bg-neutral-100`}
          >
            <ArrowDown aria-hidden="true" className="size-3.5" />
          </button>
          <button
            type="button"
            aria-label={`Edit ${name}`}
            onClick={() => onEdit(item)}
            className={`${smallBtn} border-neutral-300 text-neutral-700 hover:bg-neutral-100`}
          >
            <Pencil aria-hidden="true" className="size-3.5" /> Edit
          </button>
          <button
            type="button"
            aria-label={`Delete ${name}`}
            disabled={deletingId === item._id}
            onClick={() => onDelete(item)}
            className={`${smallBtn} border-red-200 text-red-700 hover:bg-red-50`}
          >
            <Trash2 aria-hidden="true" className="size-3.5" /> Delete
          </button>
        </div>
      </div>
    </li>
  );
}
