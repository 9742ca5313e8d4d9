interface PagerProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  label: string;
}

const btn =
  'inline-flex min-h-9 items-center rounded-md border border-neutral-300 px-3 text-sm font-medium text-neutral-700 hover:bg-neutral-100 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-plum disabled:cursor-not-allowed disabled:opacity-50';

/** Previous / 'Page x of y' / Next (SPEC §2, votes admin; also the registrations list). */
export function Pager({ page, totalPages, onChange, label }: PagerProps) {
  const pages = Math.max(1, totalPages);
  return (
    <nav aria-label={label} className="flex items-center justify-center gap-3">
      <button type="button" className={btn} disabled={page <= 1} onClick={() => onChange(page - 1)}>
        Previous
      </button>
      <span className="text-sm figures text-neutral-700" aria-live="polite">
        Page {page} of {pages}
      </span>
      <button type="button" className={btn} disabled={page >= pages} onClick={() => onChange(page + 1)}>
        Next
      </button>
    </nav>
  );
}
