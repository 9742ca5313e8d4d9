import { SEASON } from '@pageant/common';

export function AdminWordmark({ compact = false }: { compact?: boolean }) {
  if (compact) {
    return (
      <span aria-label={`Season ${SEASON} Pageant admin`} className="font-display text-lg font-bold text-gold">
        S{SEASON}
      </span>
    );
  }
  return (
    <span className="flex flex-col leading-tight">
      <span className="font-sans text-[0.65rem] font-semibold uppercase tracking-[0.2em] text-gold">Season {SEASON}</span>
      <span className="font-display text-lg font-bold">
        Pageant <span className="font-sans text-xs font-medium uppercase tracking-wider opacity-70">Admin</span>
      </span>
    </span>
  );
}
