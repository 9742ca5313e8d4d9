export interface ContentsEntry {
  /** The section's heading id, the link's target. */
  id: string;
  title: string;
  count: number;
}

/**
 * "In this issue": every department with its number of pieces, in the page's order. The rows are
 * there from the first paint and only their counts arrive with the data, so nothing below moves; a
 * department with nothing in it stays listed but is not a link (its section is hidden).
 */
export function IssueContents({ entries, loading }: { entries: ContentsEntry[]; loading: boolean }) {
  return (
    <nav aria-label="In this issue" className="border-t border-gold/40 pt-4">
      <p className="text-[0.7rem] font-semibold uppercase tracking-[0.3em] text-gold">In this issue</p>
      <ol className="mt-2 divide-y divide-ivory/15">
        {entries.map((e, i) => {
          const row = (
            <>
              <span className="figures w-6 text-sm text-gold">{String(i + 1).padStart(2, '0')}</span>
              <span className="flex-1 font-display text-lg">{e.title}</span>
              <span className="figures text-sm text-lilac">{loading ? '' : e.count}</span>
            </>
          );
          return (
            <li key={e.id}>
              {!loading && e.count > 0 ? (
                <a href={`#${e.id}`} className="flex min-h-11 items-center gap-3 py-1 transition-colors hover:text-gold">
                  {row}
                </a>
              ) : (
                <span className={`flex min-h-11 items-center gap-3 py-1 ${loading ? '' : 'text-ivory/60'}`}>{row}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
