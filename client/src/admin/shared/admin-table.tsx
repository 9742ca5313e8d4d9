import type { ReactNode } from 'react';

/** Header cell of every admin table (sticky, so long pages keep their column names in view). */
export const TH = 'sticky top-0 bg-neutral-100 px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-neutral-600';

interface AdminTableProps {
  label: string;
  /** The header cells. */
  head: ReactNode;
  /** A new page is loading: announced, and dimmed unless `dim` is false (live refreshes). */
  busy?: boolean;
  dim?: boolean;
  children: ReactNode;
}

/** The frame of the admin lists: scrolls sideways on phones instead of squeezing its columns. */
export function AdminTable({ label, head, busy = false, dim = true, children }: AdminTableProps) {
  return (
    <div className="overflow-x-auto rounded-lg border border-neutral-200 bg-white shadow-sm">
      <table
        aria-label={label}
        aria-busy={busy || undefined}
        className={`min-w-full divide-y divide-neutral-200 text-sm transition-opacity ${busy && dim ? 'opacity-60' : ''}`}
      >
        <thead>
          <tr>{head}</tr>
        </thead>
        <tbody className="divide-y divide-neutral-100">{children}</tbody>
      </table>
    </div>
  );
}
