import { useId } from 'react';
import { PACKAGE_OFFERS, VOTE_PRICE_INR, bestValuePackage } from '@pageant/common';
import { formatInr, formatVotes } from './format';

interface PackagePickerProps {
  /** The chosen package's vote count, or null for individual votes. */
  selected: number | null;
  onSelect: (votes: number | null) => void;
}

const option =
  'relative flex cursor-pointer flex-col rounded-2xl border-2 bg-white p-3 text-left transition-colors has-[:focus-visible]:outline has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-plum max-[400px]:p-2';
const on = 'border-gold bg-gold/10 shadow-card';
const off = 'border-lilac hover:border-plum/50';

const BEST = bestValuePackage();

/**
 * Individual votes or one of the seven SPEC §9 packages, as native radios (arrow keys work). Each
 * tile says what it saves against the individual price, worked out in common/ from the price table.
 */
export function PackagePicker({ selected, onSelect }: PackagePickerProps) {
  const name = useId();
  return (
    <div className="grid grid-cols-2 gap-2 sm:grid-cols-4 max-[400px]:gap-1.5">
      <label className={`${option} col-span-2 sm:col-span-4 ${selected === null ? on : off}`}>
        <input type="radio" name={name} className="sr-only" checked={selected === null} onChange={() => onSelect(null)} />
        <span className="font-semibold text-plum">Individual votes</span>
        <span className="text-xs text-muted">
          <span className="figures">{formatInr(VOTE_PRICE_INR)}</span> per vote, choose any number
        </span>
      </label>
      {PACKAGE_OFFERS.map((p) => (
        <label key={p.votes} className={`${option} ${selected === p.votes ? on : off}`}>
          <input type="radio" name={name} className="sr-only" checked={selected === p.votes} onChange={() => onSelect(p.votes)} />
          <span className="text-plum">
            <span className="figures text-lg font-bold max-[400px]:text-base">{formatVotes(p.votes)}</span>{' '}
            <span className="text-sm font-semibold">votes</span>
          </span>
          <span className="figures text-sm font-semibold text-ink">{formatInr(p.total)}</span>
          <span className="text-xs text-muted">
            <span className="figures">{formatInr(p.pricePerVote)}</span> a vote
          </span>
          {p.savingPercent > 0 && (
            <span className="mt-1 self-start rounded-full bg-rose/10 px-2 py-0.5 text-xs font-semibold text-rose-deep">
              Save <span className="figures">{p.savingPercent}%</span>
              <span className="sr-only"> ({formatInr(p.savingInr)} less than individual votes)</span>
            </span>
          )}
          {p.votes === BEST && (
            <span className="absolute -top-2 right-2 rounded-full bg-gold px-2 py-0.5 text-[0.65rem] font-bold tracking-wide text-plum uppercase shadow-card">
              Best value
            </span>
          )}
        </label>
      ))}
    </div>
  );
}
