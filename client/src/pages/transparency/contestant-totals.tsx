import { EyeOff } from 'lucide-react';
import type { Transparency } from '@pageant/common/content/transparency';
import { formatCount } from '@/components/format';

/** Each contestant's votes from the ledger; while the finale hides the counts, names only, in name order. */
export function ContestantTotals({ votes }: { votes: Transparency['votes'] }) {
  const { byCandidate, countsHidden } = votes;
  if (byCandidate.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-lilac bg-white p-8 text-center text-muted">No contestants are listed yet.</p>
    );
  }
  return (
    <div className="space-y-3">
      {countsHidden && (
        <p className="flex items-start gap-2 rounded-xl bg-plum/5 p-3 text-sm text-plum">
          <EyeOff className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          Counts are hidden for the finale. Votes paid since then are in the ledger and come into these figures and the fingerprints below
          at the reveal.
        </p>
      )}
      <div className="overflow-hidden rounded-2xl bg-white shadow-card">
        <table className="w-full text-left text-sm sm:text-base">
          <caption className="sr-only">Votes per contestant</caption>
          <thead className="bg-plum text-xs tracking-[0.15em] text-ivory uppercase">
            <tr>
              {!countsHidden && (
                <th scope="col" className="w-12 px-3 py-3 sm:w-16 sm:px-5">
                  #
                </th>
              )}
              <th scope="col" className="px-3 py-3 sm:px-5">
                Contestant
              </th>
              <th scope="col" className="px-3 py-3 text-right sm:px-5">
                Votes
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-lilac/50">
            {byCandidate.map((c, i) => (
              <tr key={c.candidateId} className={!countsHidden && i < 3 ? 'bg-gold/5' : undefined}>
                {!countsHidden && <td className="figures px-3 py-3 text-muted sm:px-5">{i + 1}</td>}
                <th scope="row" className="px-3 py-3 font-medium text-ink sm:px-5">
                  {c.name}
                </th>
                <td className="figures px-3 py-3 text-right font-semibold text-plum sm:px-5">
                  {c.votes === null ? <span className="font-normal text-muted">Hidden</span> : formatCount(c.votes)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
