import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical, Pencil, Trash2 } from 'lucide-react';
import type { NgoCard } from '@/api/ngo';

interface SortableNgoCardProps {
  card: NgoCard;
  busy: boolean;
  onEdit: (card: NgoCard) => void;
  onDelete: (card: NgoCard) => void;
}

const action =
  'inline-flex min-h-9 items-center gap-1.5 rounded-md border px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-plum disabled:opacity-60';

/** One card in the admin list, draggable by its handle (pointer or keyboard: Space, arrows, Space). */
export function SortableNgoCard({ card, busy, onEdit, onDelete }: SortableNgoCardProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: card._id });
  const style = { transform: CSS.Transform.toString(transform), transition };
  const isCsr = card.section === 'csr';

  return (
    <li
      ref={setNodeRef}
      style={style}
      data-testid="ngo-card"
      className={`flex gap-3 rounded-lg border border-neutral-200 bg-white p-4 shadow-sm ${isDragging ? 'z-10 opacity-80 shadow-lg' : ''}`}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={`Reorder ${card.title}`}
        className="flex w-8 shrink-0 cursor-grab touch-none items-center justify-center self-stretch rounded-md text-neutral-400 hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-plum active:cursor-grabbing"
      >
        <GripVertical className="size-5" aria-hidden="true" />
      </button>

      <div className="flex min-w-0 flex-1 flex-col gap-4 sm:flex-row">
        {card.imageUrl ? (
          <img src={card.imageUrl} alt={card.title} className="h-32 w-full shrink-0 rounded-md object-cover sm:w-44" />
        ) : (
          <div className="flex h-32 w-full shrink-0 items-center justify-center rounded-md bg-neutral-100 text-xs text-neutral-500 sm:w-44">
            No image
          </div>
        )}

        <div className="min-w-0 flex-1 space-y-2">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className={`text-base font-semibold text-neutral-900 ${isCsr ? 'rounded bg-amber-100 px-2 py-0.5 text-amber-900' : ''}`}>
              {card.title}
            </h3>
            <span className="rounded-full bg-neutral-100 px-2 py-0.5 text-xs text-neutral-600">{card.section}</span>
          </div>
          <p className="text-sm text-neutral-700">
            {card.label && <strong className="font-semibold text-neutral-900">{card.label} </strong>}
            {card.description}
          </p>
          {card.highlights.length > 0 && (
            <div className="space-y-1">
              {card.subtitle && <p className="text-sm font-medium text-neutral-800">{card.subtitle}</p>}
              <ul className="list-disc space-y-0.5 pl-5 text-sm text-neutral-700">
                {card.highlights.map((h, i) => (
                  <li key={i}>
                    <span className="font-medium text-neutral-900">{h.title}</span>
                    {h.title && h.content ? ': ' : ''}
                    {h.content}
                  </li>
                ))}
              </ul>
            </div>
          )}
          <div className="flex flex-wrap gap-2 pt-1">
            <button
              type="button"
              onClick={() => onEdit(card)}
              disabled={busy}
              aria-label={`Edit ${card.title}`}
              className={`${action} border-neutral-300 text-neutral-800 hover:bg-neutral-50`}
            >
              <Pencil className="size-4" aria-hidden="true" /> Edit
            </button>
            <button
              type="button"
              onClick={() => onDelete(card)}
              disabled={busy}
              aria-label={`Delete ${card.title}`}
              className={`${action} border-red-200 text-red-700 hover:bg-red-50`}
            >
              <Trash2 className="size-4" aria-hidden="true" /> Delete
            </button>
          </div>
        </div>
      </div>
    </li>
  );
}
