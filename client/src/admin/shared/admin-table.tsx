import type { ReactNode } from 'react';

/**
 * Header cell of every admin table. Pinned just under the shell's top bar (h-14) while the page
 * scrolls; the frame below clips instead of scrolling, since a scrolling ancestor would pin the
 * header to itself and let it scroll away with the page.
 */
export const TH =
  'sticky top-14 z-10 bg-neutral-100 px-1.5 py-2 text-left text-xs font-semibold uppercase tracking-wide text-neutral-600 shadow-[inset_0_-1px_0] shadow-neutral-200 sm:px-3';

interface AdminTableProps {
  label: string;
  /** The header cells. */
  head: ReactNode;
  /** A new page is loading: announced, and dimmed unless `dim` is false (live refreshes). */
  busy?: boolean;
  dim?: boolean;
  children: ReactNode;
}

/** The frame of the admin lists; each table keeps to the width of a 390 px phone (row menus, fewer columns). */
export function AdminTable({ label, head, busy = false, dim = true, children }: AdminTableProps) {
  return (
    <div className="overflow-x-clip rounded-lg border border-neutral-200 bg-white shadow-sm">
      <table
        aria-label={label}
        aria-busy={busy || undefined}
        className={`w-full border-separate border-spacing-0 text-sm transition-opacity ${busy && dim ? 'opacity-60' : ''}`}
      >
        <thead>
          <tr>{head}</tr>
        </thead>
        <tbody className="[&>tr:not(:last-child)>*]:border-b [&>tr>*]:border-neutral-100">{children}</tbody>
      </table>
    </div>
  );
}
