import type { LedgerFingerprint } from '@pageant/common/content/transparency';
import { formatCount } from '@/components/format';
import { formatDay } from './format-day';

/** The daily chain, newest day first: the day a visitor checks is usually today's or yesterday's. */
export function LedgerFingerprints({ days }: { days: readonly LedgerFingerprint[] }) {
  if (days.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-lilac/40 p-8 text-center text-lilac">
        No votes have been recorded yet, so there is nothing to fingerprint.
      </p>
    );
  }
  const newestFirst = [...days].reverse();
  return (
    <ol className="space-y-3" aria-label="Daily ledger fingerprints, newest first">
      {newestFirst.map((d) => (
        <li key={d.date} className="rounded-xl border border-gold/30 bg-plum-deep/60 p-4">
          <p className="flex items-baseline justify-between gap-3">
            <time dateTime={d.date} className="figures font-semibold text-ivory">
              {formatDay(d.date)}
            </time>
            <span className="figures text-sm text-lilac">
              {formatCount(d.count)} {d.count === 1 ? 'row' : 'rows'}
            </span>
          </p>
          <p className="mt-2 text-[0.6875rem] font-semibold tracking-[0.2em] text-lilac uppercase">SHA-256</p>
          <code className="block font-mono text-xs leading-relaxed break-all text-gold-light xl:text-sm">{d.sha256}</code>
        </li>
      ))}
    </ol>
  );
}

const sample = 'my-1.5 block rounded-md bg-plum-deep/70 px-3 py-1.5 font-mono text-sm break-all text-gold-light';

/** How anyone holding a day's rows recomputes its hash; the exact byte format of README "Transparency". */
export function HowToVerify() {
  return (
    <div className="space-y-4 text-sm leading-relaxed text-lilac sm:text-base">
      <p>
        Every paid vote writes one row to the vote ledger, and every refund writes a second row with the votes taken off. Each day (in UTC)
        is sealed with a SHA-256 fingerprint that also includes the day before, so changing, adding or removing any past row changes that
        day’s fingerprint and every one after it.
      </p>
      <ol className="list-decimal space-y-2 pl-5 marker:text-gold">
        <li>
          Write each row of the day as one line, followed by a newline:
          <code className={sample}>txnid|contestant|votes|amount|time</code>
          The contestant is the name recorded when the vote was paid; the amount has two decimals, followed by a space and USD when the vote
          was paid in dollars; the time is UTC with microseconds, like
          <code className={sample}>2026-11-24T14:03:07.123456Z</code>A refund has negative votes and amount.
        </li>
        <li>Put the day’s lines in time order (then by transaction id, then by votes).</li>
        <li>
          Take the previous day’s fingerprint (64 zeros for the first day), add a newline and the day’s lines, and compute the SHA-256 of
          those UTF-8 bytes in lowercase hex. It must equal the fingerprint published here.
        </li>
      </ol>
      <p>
        You do not need the rows to keep us honest: save today’s fingerprints and compare them tomorrow. A day already published never
        changes.
      </p>
    </div>
  );
}
