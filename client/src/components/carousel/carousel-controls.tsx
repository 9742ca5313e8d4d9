import { ChevronLeft, ChevronRight, Pause, Play } from './line-icon';

export interface CarouselPosition {
  /** Zero-based index of the first visible slide. */
  index: number;
  total: number;
  canPrev: boolean;
  canNext: boolean;
}

interface CarouselControlsProps {
  label: string;
  position: CarouselPosition;
  playing: boolean;
  onPrev: () => void;
  onNext: () => void;
  onTogglePlay: () => void;
}

// Plum on light sections, gold on the plum ones (`on-dark`); the ring is the site's --focus-ring.
const control =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-full border transition-colors duration-200 disabled:cursor-not-allowed disabled:opacity-35 ' +
  'border-plum/45 bg-white/60 text-plum enabled:hover:border-plum enabled:hover:bg-plum enabled:hover:text-ivory ' +
  'surface-dark:border-gold/55 surface-dark:bg-plum-deep/40 surface-dark:text-gold-light surface-dark:enabled:hover:border-gold surface-dark:enabled:hover:bg-gold surface-dark:enabled:hover:text-plum-deep';

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The bar under every carousel: previous, position, next and pause. It sits below the slides, never
 * over them, with 44 px targets; its height is fixed so placeholders can reserve it.
 */
export function CarouselControls({ label, position, playing, onPrev, onNext, onTogglePlay }: CarouselControlsProps) {
  const { index, total, canPrev, canNext } = position;
  const progress = total > 0 ? ((index + 1) / total) * 100 : 0;
  return (
    <div data-carousel-controls className="mt-3 flex h-11 items-center justify-center gap-3 sm:gap-4">
      <button type="button" onClick={onPrev} disabled={!canPrev} aria-label={`Previous slide of ${label}`} className={control}>
        <ChevronLeft className="size-5" aria-hidden="true" />
      </button>
      <div aria-hidden="true" className="figures flex w-32 items-center gap-2 text-xs font-semibold tracking-[0.15em] sm:w-40">
        <span className="text-plum surface-dark:text-gold-light">{pad(index + 1)}</span>
        <span className="relative h-px flex-1 bg-plum/20 surface-dark:bg-ivory/25">
          <span
            className="absolute inset-y-0 left-0 bg-gold transition-[width] duration-300 motion-reduce:transition-none"
            style={{ width: `${progress}%` }}
          />
        </span>
        <span className="text-muted surface-dark:text-lilac">{pad(total)}</span>
      </div>
      <button type="button" onClick={onNext} disabled={!canNext} aria-label={`Next slide of ${label}`} className={control}>
        <ChevronRight className="size-5" aria-hidden="true" />
      </button>
      <button type="button" onClick={onTogglePlay} aria-label={playing ? `Pause ${label}` : `Play ${label}`} className={control}>
        {playing ? <Pause className="size-4" aria-hidden="true" /> : <Play className="size-4" aria-hidden="true" />}
      </button>
    </div>
  );
}
