import { Pause, Play } from './icons';
import { HERO_SLIDES } from './hero-slides';

interface HeroPagerProps {
  index: number;
  onSelect: (index: number) => void;
  /** The active tab's gold line fills over this many ms while the slides play. */
  slideMs: number;
  playing: boolean;
  /** No pause button when motion is reduced: nothing moves by itself then. */
  canPause: boolean;
  onTogglePause: () => void;
}

/** Named tabs under the hero copy, each with a gold line that fills while its slide is shown; 44 px targets. */
export function HeroPager({ index, onSelect, slideMs, playing, canPause, onTogglePause }: HeroPagerProps) {
  return (
    <div className="mt-10 flex w-full max-w-md items-end justify-center gap-2 sm:gap-4">
      {HERO_SLIDES.map((slide, i) => {
        const active = i === index;
        return (
          <button
            key={slide.id}
            type="button"
            onClick={() => onSelect(i)}
            aria-label={`Show slide ${i + 1}: ${slide.headline}`}
            aria-current={active}
            className={`group flex min-h-11 flex-1 flex-col justify-end gap-2 rounded-sm px-1 pb-1 text-[11px] font-semibold tracking-[0.18em] uppercase transition-colors ${active ? 'text-gold-light' : 'text-lilac/80 hover:text-ivory'}`}
          >
            {/* Two lines kept on a phone, where a name may wrap in the fallback face and not in Inter: the row never jumps at the font swap. */}
            <span className="flex min-h-[2lh] items-end justify-center sm:min-h-0">{slide.tab}</span>
            <span aria-hidden="true" className="relative block h-0.5 w-full overflow-hidden rounded-full bg-ivory/25">
              {active && (
                <span
                  // The key restarts the fill for every slide shown.
                  key={`${index}-${playing}`}
                  className={`absolute inset-0 origin-left bg-gold ${playing ? 'animate-hero-progress' : ''}`}
                  style={playing ? { animationDuration: `${slideMs}ms` } : undefined}
                />
              )}
            </span>
          </button>
        );
      })}
      {canPause && (
        <button
          type="button"
          onClick={onTogglePause}
          aria-label={playing ? 'Pause hero slides' : 'Play hero slides'}
          className="ml-1 inline-flex size-11 shrink-0 items-center justify-center rounded-full border border-gold/55 text-gold-light transition-colors hover:border-gold hover:bg-gold hover:text-plum-deep"
        >
          {playing ? <Pause className="size-4" aria-hidden="true" /> : <Play className="size-4" aria-hidden="true" />}
        </button>
      )}
    </div>
  );
}
