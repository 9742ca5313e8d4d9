import type { Testimonial } from '@pageant/common/content/home';
import { Pencil, Trash2, UserRound } from 'lucide-react';
import { InlineSpinner } from '@/components/spinner';

interface TestimonialListProps {
  items: readonly Testimonial[];
  editingId: string | null;
  deletingId: string | null;
  onEdit: (t: Testimonial) => void;
  onDelete: (t: Testimonial) => void;
}

const btn =
  'inline-flex min-h-9 items-center gap-1.5 rounded-md border px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed disabled:opacity-60';

export function TestimonialList({ items, editingId, deletingId, onEdit, onDelete }: TestimonialListProps) {
  return (
    <ul aria-label="Testimonials" className="grid gap-3 md:grid-cols-2">
      {items.map((t) => {
        const busy = deletingId === t._id;
        return (
          <li
            key={t._id}
            className={`flex gap-3 rounded-lg border bg-white p-3 shadow-sm ${editingId === t._id ? 'border-plum ring-2 ring-plum/20' : 'border-neutral-200'}`}
          >
            {t.imageUrl ? (
              <img src={t.imageUrl} alt={t.name} className="size-14 shrink-0 rounded-full object-cover" />
            ) : (
              <span className="flex size-14 shrink-0 items-center justify-center rounded-full bg-neutral-100 text-neutral-400">
                <UserRound className="size-7" aria-hidden="true" />
              </span>
            )}
            <div className="min-w-0 flex-1 space-y-1">
              <p className="font-semibold text-neutral-900">{t.name}</p>
              {t.place && <p className="text-xs text-neutral-500">{t.place}</p>}
              <p className="line-clamp-3 text-sm text-neutral-700">{t.text}</p>
              <div className="flex flex-wrap gap-2 pt-1">
                <button
                  type="button"
                  onClick={() => onEdit(t)}
                  aria-label={`Edit ${t.name}`}
                  className={`${btn} border-neutral-300 text-neutral-700 hover:bg-neutral-100 focus-visible:outline-plum`}
                >
                  <Pencil className="size-4" aria-hidden="true" />
                  Edit
                </button>
                <button
                  type="button"
                  onClick={() => onDelete(t)}
                  disabled={busy}
                  aria-busy={busy || undefined}
                  aria-label={`Delete ${t.name}`}
                  className={`${btn} border-red-200 text-red-700 hover:bg-red-50 focus-visible:outline-red-600`}
                >
                  {busy ? <InlineSpinner /> : <Trash2 className="size-4" aria-hidden="true" />}
                  Delete
                </button>
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
