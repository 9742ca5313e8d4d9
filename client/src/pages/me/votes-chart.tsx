import { useEffect, useRef, useState } from 'react';
import type { VoteBucket } from '@pageant/common/content/cockpit';
import { getMeVotes, type BucketSize } from '@/api/me';
import { formatVotes } from '@/components/voting/format';
import { whenWanted } from '@/ssr/load-on-approach';
import { bucketLabel, chartData, RANGE_WORDS, restingBucket, tickLabel } from './chart-figures';
import { Panel, PanelError, Skeleton } from './panel';
import { useResource } from './use-resource';

const HEIGHT = 220;
// Read from the theme, never uPlot's defaults (BRAND: no library-default colour anywhere).
const token = (name: string) => getComputedStyle(document.documentElement).getPropertyValue(name).trim();

/** The bars, drawn by uPlot (loaded only here, with its stylesheet) into a box reserved beforehand. */
function Bars({ buckets, size, onPoint }: { buckets: VoteBucket[]; size: BucketSize; onPoint: (i: number | null) => void }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    let plot: { destroy: () => void; setSize: (s: { width: number; height: number }) => void } | null = null;
    let cancelled = false;
    const observer = new ResizeObserver(() => plot?.setSize({ width: el.clientWidth, height: HEIGHT }));
    // uPlot (its code and its first draw, the page's longest task) only once the box nears the screen.
    const draw = () =>
      Promise.all([import('uplot'), import('uplot/dist/uPlot.min.css')])
        .then(([{ default: UPlot }]) => {
          if (cancelled) return;
          const plum = token('--color-plum') || '#2b0a3d';
          const gold = token('--color-gold') || '#c9a227';
          const muted = token('--color-muted') || '#5b4e63';
          const lilac = token('--color-lilac') || '#d9cde0';
          const font = `12px ${token('--font-sans') || 'sans-serif'}`;
          const axis = { stroke: muted, font, grid: { stroke: lilac, width: 1 }, ticks: { stroke: lilac, width: 1 } };
          plot = new UPlot(
            {
              width: el.clientWidth,
              height: HEIGHT,
              tzDate: (ts) => UPlot.tzDate(new Date(ts * 1000), 'Asia/Kolkata'),
              legend: { show: false },
              cursor: { y: false, points: { show: false }, drag: { x: false, y: false } },
              scales: { x: { time: true }, y: { range: (_u, _min, max) => [0, Math.max(4, Math.ceil(max * 1.15))] } },
              axes: [
                { ...axis, grid: { show: false }, values: (_u, ticks) => ticks.map((t) => tickLabel(t, size)) },
                { ...axis, size: 48, values: (_u, ticks) => ticks.map((t) => (Number.isInteger(t) ? formatVotes(t) : '')) },
              ],
              series: [
                {},
                {
                  label: 'Votes',
                  stroke: plum,
                  fill: gold,
                  width: 0,
                  paths: UPlot.paths.bars!({ size: [0.7, 28], align: 0 }),
                  points: { show: false },
                },
              ],
              hooks: { setCursor: [(u) => onPoint(u.cursor.idx ?? null)] },
            },
            chartData(buckets),
            el,
          );
          observer.observe(el);
        })
        .catch((err: unknown) => console.error('Failed to load the chart', err));
    const stopWaiting = whenWanted(el, () => void draw());
    return () => {
      cancelled = true;
      stopWaiting();
      observer.disconnect();
      plot?.destroy();
    };
  }, [buckets, size, onPoint]);
  return <div ref={box} data-testid="me-chart" className="me-chart w-full" style={{ height: HEIGHT }} />;
}

/** Her votes over time, by hour for two days or by day for a month; the bucket pointed at says its supporters. */
export function VotesChart({ tick }: { tick: number }) {
  const [size, setSize] = useState<BucketSize>('hour');
  const votes = useResource((signal) => getMeVotes(size, signal), `${size}:${tick}`);
  const [pointed, setPointed] = useState<number | null>(null);
  const buckets = votes.data?.buckets ?? [];
  const shown = buckets[pointed ?? restingBucket(buckets)];

  const toggle = (
    <div role="group" aria-label="Chart range" className="inline-flex rounded-full bg-ivory p-1 ring-1 ring-lilac">
      {(['hour', 'day'] as const).map((s) => (
        <button
          key={s}
          type="button"
          aria-pressed={size === s}
          onClick={() => {
            setPointed(null);
            setSize(s);
          }}
          className={`min-h-11 rounded-full px-4 text-sm font-semibold transition-colors ${size === s ? 'bg-plum text-ivory' : 'text-plum hover:bg-lilac/40'}`}
        >
          {RANGE_WORDS[s]}
        </button>
      ))}
    </div>
  );

  return (
    <Panel title="Votes over time" id="me-chart-title" action={toggle}>
      {votes.status === 'loading' && <Skeleton className="h-[220px] w-full" />}
      {votes.status === 'error' && <PanelError what="your chart" onRetry={votes.retry} className="h-[220px]" />}
      {votes.status === 'ready' && <Bars buckets={buckets} size={size} onPoint={setPointed} />}
      <p aria-live="polite" className="figures mt-3 min-h-10 text-sm text-muted">
        {shown && (
          <>
            <span className="font-semibold text-plum">{bucketLabel(shown.at, size)}</span>
            {' · '}
            {formatVotes(shown.votes)} {shown.votes === 1 ? 'vote' : 'votes'}
            {/* Supporters are told apart by the e-mail they gave; votes without one are counted but not as supporters. */}
            {shown.supporters > 0 && (
              <>
                {' '}
                from {formatVotes(shown.supporters)} {shown.supporters === 1 ? 'supporter' : 'supporters'}
              </>
            )}
          </>
        )}
      </p>
    </Panel>
  );
}
