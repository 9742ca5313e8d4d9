import { useId, useMemo } from 'react';
import { formatMoney, INR_PRICES, type Currency, type PriceTable } from '@pageant/common/content/pricing';
import { formatVotesIn } from './format';
import { bestValueIn, packageOffersFor } from './package-prices';

interface PackagePickerProps {
  /** The chosen package's vote count, or null for individual votes. */
  selected: number | null;
  onSelect: (votes: number | null) => void;
  /** The prices shown (GET /api/pricing); rupees by default. */
  table?: PriceTable;
  currency?: Currency;
}

const option =
  'relative flex cursor-pointer flex-col rounded-2xl border-2 bg-white p-3 text-left transition-colors has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-plum max-[400px]:p-2';
const on = 'border-gold bg-gold/10 shadow-card';
const off = 'border-lilac hover:border-plum/50';

/**
 * Individual votes or one of the seven SPEC §9 packages, as native radios (arrow keys work). Each
 * tile says what it saves against the individual price, worked out from the shown currency's table.
 */
export function PackagePicker({ selected, onSelect, table = INR_PRICES, currency = 'INR' }: PackagePickerProps) {
  const name = useId();
  const offers = useMemo(() => packageOffersFor(table), [table]);
  const best = useMemo(() => bestValueIn(offers), [offers]);
  const money = (n: number) => formatMoney(n, currency);
  return (
    <div className="grid grid-cols-2 gap-2 sm:grid-cols-4 max-[400px]:gap-1.5">
      <label className={`${option} col-span-2 sm:col-span-4 ${selected === null ? on : off}`}>
        <input type="radio" name={name} className="sr-only" checked={selected === null} onChange={() => onSelect(null)} />
        <span className="font-semibold text-plum">Individual votes</span>
        <span className="text-xs text-muted">
          <span className="figures">{money(table.votePrice)}</span> per vote, choose any number
        </span>
      </label>
      {offers.map((p) => (
        <label key={p.votes} className={`${option} ${selected === p.votes ? on : off}`}>
          <input type="radio" name={name} className="sr-only" checked={selected === p.votes} onChange={() => onSelect(p.votes)} />
          <span className="text-plum">
            <span className="figures text-lg font-bold max-[400px]:text-base">{formatVotesIn(p.votes, currency)}</span>{' '}
            <span className="text-sm font-semibold">votes</span>
          </span>
          <span className="figures text-sm font-semibold text-ink">{money(p.total)}</span>
          <span className="text-xs text-muted">
            <span className="figures">{money(p.pricePerVote)}</span> a vote
          </span>
          {p.savingPercent > 0 && (
            <span className="mt-1 self-start rounded-full bg-rose/10 px-2 py-0.5 text-xs font-semibold text-rose-deep">
              Save <span className="figures">{p.savingPercent}%</span>
              <span className="sr-only"> ({money(p.savingInr)} less than individual votes)</span>
            </span>
          )}
          {p.votes === best && (
            <span className="absolute -top-2 right-2 rounded-full bg-gold px-2 py-0.5 text-[0.65rem] font-bold tracking-wide text-plum uppercase shadow-card">
              Best value
            </span>
          )}
        </label>
      ))}
    </div>
  );
}
