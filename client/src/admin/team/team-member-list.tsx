import { Pencil, Trash2, UserRound } from 'lucide-react';
import type { TeamMember } from '@/api/team';

interface TeamMemberListProps {
  members: TeamMember[];
  editingId: string | null;
  deletingId: string | null;
  onEdit: (member: TeamMember) => void;
  onDelete: (member: TeamMember) => void;
}

export function TeamMemberList({ members, editingId, deletingId, onEdit, onDelete }: TeamMemberListProps) {
  return (
    <ul aria-label="Team members" className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
      {members.map((m) => (
        <li
          key={m._id}
          className={`flex gap-3 rounded-lg border bg-white p-3 shadow-sm ${editingId === m._id ? 'border-plum ring-2 ring-plum/20' : 'border-neutral-200'}`}
        >
          {m.images.main.url ? (
            <img src={m.images.main.url} alt={m.name} className="size-16 shrink-0 rounded-md object-cover" />
          ) : (
            <span className="flex size-16 shrink-0 items-center justify-center rounded-md bg-neutral-100 text-neutral-400">
              <UserRound aria-hidden="true" className="size-6" />
            </span>
          )}
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-semibold text-neutral-900">{m.name}</p>
            <p className="truncate text-sm text-neutral-600">{m.designation}</p>
            <div className="mt-2 flex gap-2">
              <button
                type="button"
                onClick={() => onEdit(m)}
                aria-label={`Edit ${m.name}`}
                className="inline-flex items-center gap-1 rounded-md border border-neutral-300 px-2 py-1 text-xs font-medium text-neutral-700 hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-plum"
              >
                <Pencil aria-hidden="true" className="size-3.5" /> Edit
              </button>
              <button
                type="button"
                onClick={() => onDelete(m)}
                disabled={deletingId === m._id}
                aria-label={`Delete ${m.name}`}
                className="inline-flex items-center gap-1 rounded-md border border-red-200 px-2 py-1 text-xs font-medium text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-red-600 disabled:opacity-60"
              >
                <Trash2 aria-hidden="true" className="size-3.5" /> Delete
              </button>
            </div>
          </div>
        </li>
      ))}
    </ul>
  );
}
