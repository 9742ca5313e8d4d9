import { EyeOff } from 'lucide-react';

/** The public's words for the finale states (issue #15), shared by every voting view and the stage display. */
export const FINALE_COPY = {
  countsHidden: 'Counts hidden',
  hiddenTitle: 'The counts are hidden until the reveal',
  hiddenBody: 'For the final hours the race is kept secret. Voting goes on and every vote still counts: the results are revealed on stage.',
  finalResults: 'Final results',
  finalBody: 'The votes are counted and revealed. Congratulations to our finalists!',
} as const;

/** Stands where a count would be while counts are hidden: says so, and shows no number at all. */
export function HiddenCount({ className = '', label = FINALE_COPY.countsHidden }: { className?: string; label?: string }) {
  return (
    <span data-testid="count-hidden" className={`inline-flex items-center gap-1 ${className}`}>
      <EyeOff className="size-[1em] shrink-0" aria-hidden="true" />
      {label}
    </span>
  );
}
