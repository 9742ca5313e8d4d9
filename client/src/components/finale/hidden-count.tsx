import { lineIcon } from '@/components/carousel/line-icon';
/** The public's words for the finale states (issue #15), shared by every voting view and the stage display. */
export const FINALE_COPY = {
  countsHidden: 'Counts hidden',
  hiddenTitle: 'The counts are hidden until the reveal',
  hiddenBody: 'For the final hours the race is kept secret. Voting goes on and every vote still counts: the results are revealed on stage.',
  finalResults: 'Final results',
  finalBody: 'The votes are counted and revealed. Congratulations to our finalists!',
} as const;

// The icon drawn as the app shell draws its own (no lucide runtime in the first load).
export const EyeOffIcon = lineIcon(
  <>
    <path d="M10.733 5.076a10.744 10.744 0 0 1 11.205 6.575 1 1 0 0 1 0 .696 10.747 10.747 0 0 1-1.444 2.49" />
    <path d="M14.084 14.158a3 3 0 0 1-4.242-4.242" />
    <path d="M17.479 17.499a10.75 10.75 0 0 1-15.417-5.151 1 1 0 0 1 0-.696 10.75 10.75 0 0 1 4.446-5.143" />
    <path d="m2 2 20 20" />
  </>,
);

/** Stands where a count would be while counts are hidden: says so, and shows no number at all. */
export function HiddenCount({ className = '', label = FINALE_COPY.countsHidden }: { className?: string; label?: string }) {
  return (
    <span data-testid="count-hidden" className={`inline-flex items-center gap-1 ${className}`}>
      <EyeOffIcon className="size-[1em] shrink-0" />
      {label}
    </span>
  );
}
