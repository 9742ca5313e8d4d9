import { useId } from 'react';
import { VOTE_PACKAGES, VOTE_PRICE_INR } from '@pageant/common';
import { voteTotal } from '@pageant/common/content/voting';
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

/** Individual votes or one of the seven SPEC §9 packages, as native radios (arrow keys work). */
export function PackagePicker({ selected, onSelect }: PackagePickerProps) {
  const name = useId();
  return (
    <div className="grid grid-cols-2 gap-2 sm:grid-cols-4 max-[400px]:gap-1.5">
      <label className={`${option} col-span-2 sm:col-span-4 ${selected === null ? on : off}`}>
        <input type="radio" name={name} className="sr-only" checked={selected === null} onChange={() => onSelect(null)} />
        <span className="font-semibold text-plum">Individual votes</span>
        <span className="text-xs text-muted">{formatInr(VOTE_PRICE_INR)} per vote, choose any number</span>
      </label>
      {VOTE_PACKAGES.map((p) => (
        <label key={p.votes} className={`${option} ${selected === p.votes ? on : off}`}>
          <input type="radio" name={name} className="sr-only" checked={selected === p.votes} onChange={() => onSelect(p.votes)} />
          <span className="font-display text-lg font-bold text-plum max-[400px]:text-base">{formatVotes(p.votes)} votes</span>
          <span className="text-xs text-muted">
            {formatInr(p.pricePerVote)} per vote · {formatInr(voteTotal(p.votes, true))}
          </span>
        </label>
      ))}
    </div>
  );
}
