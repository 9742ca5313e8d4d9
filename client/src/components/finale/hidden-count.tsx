import { EyeOff } from 'lucide-react';
import { FINALE_COPY } from './finale-copy';

/** Stands where a count would be while counts are hidden: says so, and shows no number at all. */
export function HiddenCount({ className = '', label = FINALE_COPY.countsHidden }: { className?: string; label?: string }) {
  return (
    <span data-testid="count-hidden" className={`inline-flex items-center gap-1 ${className}`}>
      <EyeOff className="size-[1em] shrink-0" aria-hidden="true" />
      {label}
    </span>
  );
}
