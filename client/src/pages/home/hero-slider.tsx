import { PREVIOUS_SEASON, SEASON } from '@pageant/common';
import { Pause, Play } from 'lucide-react';
import { useEffect, useState } from 'react';
import { ButtonLink } from '@/components/button';
import { SITE } from '@/app/site-info';
import { FlyingBird } from './flying-bird';
import { HERO_SLIDES } from './hero-slides';
import { useReducedMotion } from './use-reduced-motion';

const SLIDE_MS = 6000;

interface HeroSliderProps {
  /** The admin's home1 image, shown behind the first slide when uploaded. */
  imageUrl?: string;
}

/** Full-bleed crossfading hero; copy is stacked in one grid cell so changing slides never shifts layout. */
export function HeroSlider({ imageUrl }: HeroSliderProps) {
  const reduced = useReducedMotion();
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  const playing = !paused && !reduced;

  useEffect(() => {
    if (!playing) return;
    const id = window.setTimeout(() => setIndex((i) => (i + 1) % HERO_SLIDES.length), SLIDE_MS);
    return () => window.clearTimeout(id);
  }, [playing, index]);

  return (
    <section aria-labelledby="home-title" className="on-dark relative isolate overflow-hidden bg-plum-deep text-ivory">
      {HERO_SLIDES.map((slide, i) => (
        <div
          key={slide.id}
          aria-hidden="true"
          className={`absolute inset-0 -z-10 transition-opacity duration-700 motion-reduce:transition-none ${i === index ? 'opacity-100' : 'opacity-0'}`}
          style={{ background: slide.backdrop }}
        >
          {i === 0 && imageUrl && (
            <>
              <img
                src={imageUrl}
                alt={`Highlights from the ${SITE.name} stage`}
                width={1920}
                height={1080}
                fetchPriority="high"
                className="size-full object-cover blur-[2px]"
              />
              {/* Strong overlay: the headline must stay readable over any uploaded photo, text baked into it included. */}
              <div className="absolute inset-0 bg-linear-to-t from-plum-deep via-plum-deep/90 to-plum-deep/80" />
            </>
          )}
        </div>
      ))}
      <FlyingBird />

      <div className="mx-auto flex min-h-[560px] max-w-[1200px] flex-col items-center justify-center px-4 py-20 text-center sm:min-h-[620px] sm:px-6 lg:py-28">
        <h1 id="home-title" className="font-sans text-xs font-semibold tracking-[0.25em] text-gold uppercase sm:text-sm">
          {SITE.name} · Miss &amp; Mrs Season {SEASON}
        </h1>

        <div role="group" aria-roledescription="carousel" aria-label={`Season ${SEASON} highlights`} className="mt-6 grid w-full max-w-4xl">
          {HERO_SLIDES.map((slide, i) => (
            <div
              key={slide.id}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${HERO_SLIDES.length}`}
              aria-hidden={i !== index}
              inert={i !== index}
              className={`[grid-area:1/1] transition-opacity duration-500 motion-reduce:transition-none ${i === index ? 'opacity-100' : 'opacity-0'}`}
            >
              <p className="text-xs font-semibold tracking-[0.2em] text-rose-light uppercase">{slide.eyebrow}</p>
              <p className="mt-4 font-display text-4xl leading-tight font-bold text-balance sm:text-5xl lg:text-6xl">{slide.headline}</p>
              <span aria-hidden="true" className="mx-auto mt-5 block h-0.5 w-20 bg-gold" />
              <p className="mx-auto mt-5 max-w-2xl text-base text-lilac sm:text-lg">{slide.text}</p>
            </div>
          ))}
        </div>

        <div className="mt-9 flex w-full flex-col items-stretch gap-3 sm:w-auto sm:flex-row sm:flex-wrap sm:items-center sm:justify-center">
          <ButtonLink to="/registration" variant="gold" size="lg">
            Register for Season {SEASON}
          </ButtonLink>
          <ButtonLink to="/aboutus" variant="outline-light">
            About us
          </ButtonLink>
          <ButtonLink to="/competitions" variant="outline-light">
            The competition
          </ButtonLink>
          <ButtonLink to="/pressandmediacredentials" variant="outline-light">
            Season {PREVIOUS_SEASON} highlights
          </ButtonLink>
        </div>

        <div className="mt-10 flex items-center gap-3">
          {HERO_SLIDES.map((slide, i) => (
            <button
              key={slide.id}
              type="button"
              onClick={() => setIndex(i)}
              aria-label={`Show slide ${i + 1}: ${slide.headline}`}
              aria-current={i === index}
              className="flex size-8 items-center justify-center rounded-full"
            >
              <span
                className={`block h-1.5 rounded-full transition-all duration-300 ${i === index ? 'w-6 bg-gold' : 'w-1.5 bg-ivory/50'}`}
              />
            </button>
          ))}
          {!reduced && (
            <button
              type="button"
              onClick={() => setPaused((p) => !p)}
              aria-label={paused ? 'Play hero slides' : 'Pause hero slides'}
              className="ml-2 inline-flex size-8 items-center justify-center rounded-full border border-ivory/40 text-ivory/90 hover:text-ivory"
            >
              {paused ? <Play className="size-3.5" aria-hidden="true" /> : <Pause className="size-3.5" aria-hidden="true" />}
            </button>
          )}
        </div>
      </div>
    </section>
  );
}
