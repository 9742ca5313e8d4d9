import { ChevronLeft, ChevronRight } from 'lucide-react';

interface PageNumbersProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
  label: string;
}

/** Pages around the current one, with the first and last always reachable: 1 … 4 5 6 … 12. */
export function visiblePages(page: number, totalPages: number): (number | 'gap')[] {
  const wanted = new Set([1, totalPages, page - 1, page, page + 1].filter((p) => p >= 1 && p <= totalPages));
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  sorted.forEach((p, i) => {
    const prev = sorted[i - 1];
    if (prev !== undefined && p - prev === 2) out.push(prev + 1);
    else if (prev !== undefined && p - prev > 2) out.push('gap');
    out.push(p);
  });
  return out;
}

const item =
  'inline-flex min-h-9 min-w-9 items-center justify-center gap-1 rounded-md border px-2 text-sm font-medium ' +
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-plum disabled:cursor-not-allowed disabled:opacity-50';

/** Numbered pagination with Prev / Next (SPEC §2, candidates admin). */
export function PageNumbers({ page, totalPages, onChange, label }: PageNumbersProps) {
  if (totalPages <= 1) return null;
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-center gap-1.5">
      <button
        type="button"
        className={`${item} border-neutral-300 text-neutral-700 hover:bg-neutral-100`}
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
      >
        <ChevronLeft className="size-4" aria-hidden="true" />
        Prev
      </button>
      {visiblePages(page, totalPages).map((p, i) =>
        p === 'gap' ? (
          <span key={`gap-${i}`} aria-hidden="true" className="px-1 text-neutral-500">
            …
          </span>
        ) : (
          <button
            key={p}
            type="button"
            aria-label={`Page ${p}`}
            aria-current={p === page ? 'page' : undefined}
            onClick={() => onChange(p)}
            className={`${item} ${p === page ? 'border-plum bg-plum text-ivory' : 'border-neutral-300 text-neutral-700 hover:bg-neutral-100'}`}
          >
            {p}
          </button>
        ),
      )}
      <button
        type="button"
        className={`${item} border-neutral-300 text-neutral-700 hover:bg-neutral-100`}
        disabled={page >= totalPages}
        onClick={() => onChange(page + 1)}
      >
        Next
        <ChevronRight className="size-4" aria-hidden="true" />
      </button>
    </nav>
  );
}
