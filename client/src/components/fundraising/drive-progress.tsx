import type { DriveProgress as Progress } from '@pageant/common/content/csr-drive';
import { driveFigures } from './drive-figures';

// Shared by the bar and its placeholder, row for row, so her figures arriving move nothing.
const headRow = 'flex h-9 items-baseline justify-between gap-3';
const barTrack = 'mt-2 h-3 overflow-hidden rounded-full bg-lilac/60';
const linesRow = 'mt-3 grid h-10 grid-cols-2 gap-3 text-sm';
const pulse = 'animate-pulse rounded bg-lilac/60 motion-reduce:animate-none';

/** Her drive's percent as a bar, each currency's raised against its target, and her donors. */
export function DriveProgress({ progress, label, whose = 'her' }: { progress: Progress; label: string; whose?: 'her' | 'your' }) {
  const f = driveFigures(progress);
  return (
    <div data-testid="drive-progress">
      <div className={headRow}>
        <p className="figures text-plum">
          <span className="text-3xl font-bold" data-testid="drive-percent">
            {f.percent}%
          </span>{' '}
          <span className="text-sm text-muted">of {whose} goal</span>
        </p>
        <p className="figures text-sm font-semibold text-plum" data-testid="drive-donors">
          {f.donors}
        </p>
      </div>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={f.fill}
        aria-valuetext={`${f.percent}% of ${whose} goal`}
        className={barTrack}
      >
        <div
          className="h-full rounded-full bg-[linear-gradient(90deg,var(--color-gold),var(--color-rose))] transition-[width] duration-300 motion-reduce:transition-none"
          style={{ width: `${f.fill}%` }}
        />
      </div>
      <div className={linesRow}>
        {f.lines.map((l) => (
          <p key={l.currency} className="figures min-w-0 leading-5" data-testid={`drive-raised-${l.currency}`}>
            <span className="block font-semibold text-ink">{l.raised} raised</span>{' '}
            <span className="block text-xs text-muted">of {l.target}</span>
          </p>
        ))}
      </div>
    </div>
  );
}

/** Her progress before it loads: the same rows at the same heights. */
export function DriveProgressSkeleton() {
  return (
    <div aria-hidden="true">
      <div className={headRow}>
        <div className={`h-8 w-24 ${pulse}`} />
        <div className={`h-5 w-16 ${pulse}`} />
      </div>
      <div className={barTrack} />
      <div className={linesRow}>
        <div className={`h-10 ${pulse}`} />
        <div className={`h-10 ${pulse}`} />
      </div>
    </div>
  );
}
