import { useState } from 'react';
import { formatVotes } from './format';

/**
 * Pops in from 135 % and half opacity (CSS @starting-style): each new value is a fresh element, so its
 * first style is the starting one and the transition runs without any script. The value she was first
 * painted with gets none of it, so the server's HTML shows the count at rest.
 */
const POP = 'transition-[scale,opacity] duration-300 ease-out starting:scale-135 starting:opacity-50 motion-reduce:transition-none';

/** A vote count that pops briefly when a live update changes it (not on first paint). */
export function VoteCount({ value, className = '' }: { value: number; className?: string }) {
  const [first] = useState(value);
  const changed = value !== first;
  return (
    <span
      key={value}
      data-testid="vote-count"
      data-changed={changed || undefined}
      className={`figures inline-block ${changed ? POP : ''} ${className}`}
    >
      {formatVotes(value)}
    </span>
  );
}
