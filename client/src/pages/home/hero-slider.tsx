import { PREVIOUS_SEASON, SEASON } from '@pageant/common';
import { useEffect, useState } from 'react';
import { ButtonLink } from '@/components/button';
import { SITE } from '@/lib/site-info';
import { FlyingBird } from './flying-bird';
import { HeroPager } from './hero-pager';
import { HERO_SLIDES } from './hero-slides';
import { useReducedMotion } from './use-reduced-motion';
import { ResponsiveImage } from '@/components/responsive-image';
import type { Season } from '@pageant/common/content/season-rules';
import { FinaleDate } from '@/components/season/finale-date';

const SLIDE_MS = 6000;

interface HeroSliderProps {
  /** The admin's home1 image, shown behind the first slide when uploaded. */
  imageUrl?: string;
  /** The season's finale (issue #32): its date, venue and countdown under the calls to action once the admin sets it. */
  finale?: Season['finale'];
}

/**
 * Full-bleed crossfading hero; copy is stacked in one grid cell so changing slides never shifts layout.
 * The bird flies in a band as tall as the copy's top padding, so its path never crosses the text.
 */
export function HeroSlider({ imageUrl, finale }: HeroSliderProps) {
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
          {i === 0 && imageUrl && <HeroPhoto url={imageUrl} />}
        </div>
      ))}
      <div
        aria-hidden="true"
        data-testid="home-bird-band"
        className="pointer-events-none absolute inset-x-0 top-0 h-20 overflow-hidden lg:h-28"
      >
        <FlyingBird />
      </div>

      <div className="mx-auto flex min-h-[560px] max-w-[1200px] flex-col items-center justify-center px-4 pt-20 pb-16 text-center sm:min-h-[620px] sm:px-6 lg:pt-28 lg:pb-20">
        <h1 id="home-title" className="font-sans text-xs font-semibold tracking-[0.25em] text-gold uppercase sm:text-sm">
          {SITE.name} {/* Two lines on a phone, so the separator never starts a line. */}
          <span aria-hidden="true" className="hidden sm:inline">
            ·{' '}
          </span>
          <br className="sm:hidden" />
          Miss &amp; Mrs Season {SEASON}
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
              // The outgoing copy is gone before the next fades in, so two headlines never overlap.
              className={`[grid-area:1/1] transition-opacity motion-reduce:transition-none ${i === index ? 'opacity-100 delay-300 duration-500' : 'opacity-0 duration-300'}`}
            >
              {/* Each block holds the lines the longest slide needs in the web fonts, so a headline that fits one line in the
                  fallback face and wraps in Playfair (or the reverse) moves nothing when the fonts swap. */}
              <p className="flex min-h-[2lh] items-end justify-center font-display text-4xl leading-tight font-bold text-balance sm:text-5xl lg:text-6xl">
                {slide.headline}
              </p>
              <Ornament />
              <p className="mx-auto mt-5 min-h-[4lh] max-w-2xl text-base text-lilac sm:min-h-[3lh] sm:text-lg md:min-h-[2lh]">
                {slide.text}
              </p>
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

        {finale?.at && (
          <div className="mt-8 w-full">
            <FinaleDate finale={finale} />
          </div>
        )}

        <HeroPager
          index={index}
          onSelect={setIndex}
          slideMs={SLIDE_MS}
          playing={playing}
          canPause={!reduced}
          onTogglePause={() => setPaused((p) => !p)}
        />
      </div>
    </section>
  );
}

/**
 * An uploaded photo is texture, not message: softened and held under a plum scrim that is densest
 * behind the copy, so the text stays legible over any picture, including one with words of its own.
 */
function HeroPhoto({ url }: { url: string }) {
  return (
    <>
      <ResponsiveImage
        src={url}
        alt={`Highlights from the ${SITE.name} stage`}
        width={1920}
        height={1080}
        sizes="100vw"
        priority
        className="size-full scale-105 object-cover blur-[3px]"
      />
      <div className="absolute inset-0 bg-[radial-gradient(ellipse_at_center,rgb(26_5_38/0.94)_35%,rgb(26_5_38/0.78))]" />
      <div className="absolute inset-0 bg-linear-to-b from-plum-deep/60 via-transparent to-plum-deep" />
    </>
  );
}

/** A gold rule with a small diamond: the pageant's sash clasp, between headline and text. */
function Ornament() {
  return (
    <span aria-hidden="true" className="mx-auto mt-5 flex w-32 items-center gap-2">
      <span className="h-px flex-1 bg-linear-to-r from-transparent to-gold" />
      <span className="size-1.5 rotate-45 bg-gold" />
      <span className="h-px flex-1 bg-linear-to-l from-transparent to-gold" />
    </span>
  );
}
