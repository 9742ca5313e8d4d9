import { lazy, Suspense } from 'react';
import { PREVIOUS_SEASON, SEASON } from '@pageant/common';
import type { HomeImagesResponse } from '@pageant/common/content/home';
import { FeatureSection } from './feature-section';
import { HOME_API } from './first-screen';
import { loadCountdownBand } from '@/components/finale/load-countdown-band';
import { hasWindow, useEventView } from '@/stores/event-status';
import { HeroSlider } from './hero-slider';
import { useApiData } from './use-api-data';
import { belowTheFold } from '@/ssr/load-on-approach';
import { useSeason } from '@/components/season/use-season';

/**
 * Issue #15's countdown, loaded only while a voting window is announced: the home page's first load
 * carries none of it otherwise. The server renders it whole (its render waits for the chunk), and
 * hydration keeps that HTML until the chunk arrives; the fallback has the band's height for a
 * visitor who navigates here.
 */
const CountdownBand = lazy(loadCountdownBand);

/**
 * Why join, benefits, brands, testimonials and sponsors: server HTML at once, their code when the
 * visitor scrolls towards them or first taps (their carousels included). The placeholder, for a
 * visitor who navigates here, holds roughly their height on a phone so the footer does not jump up.
 */
const BelowTheFold = belowTheFold(() => import('./below-the-fold'), 'min-h-[3200px] lg:min-h-[2400px]');

export default function HomePage() {
  const { schedule } = useEventView();
  const season = useSeason();
  const images = useApiData<HomeImagesResponse | null>(HOME_API.images, 'home images');
  const loaded = images.status === 'ready' ? (images.data?.images ?? {}) : null;
  // A failed load shows the branded fallback panels, like a missing upload.
  const image = (type: 'home1' | 'home2') =>
    images.status === 'loading' ? ({ status: 'loading' } as const) : ({ status: 'ready', url: loaded?.[type]?.url } as const);

  return (
    <>
      <HeroSlider imageUrl={loaded?.home1?.url} finale={season?.finale} />
      {hasWindow(schedule) && (
        <Suspense fallback={<div aria-hidden="true" className="h-[72px] bg-plum sm:h-20" />}>
          <CountdownBand voteLink />
        </Suspense>
      )}
      <FeatureSection
        id="home-feature-stage"
        eyebrow="Two nations, one stage"
        title="Where Indian grace meets American ambition"
        image={image('home1')}
        imageAlt={`Contestants on the Season ${PREVIOUS_SEASON} stage`}
        action={{ to: '/aboutus', label: 'Discover our story' }}
      >
        <p>
          Across nine seasons we have brought together women who carry two cultures with pride. Our Miss and Mrs titles celebrate poise and
          intelligence as much as beauty, and our judges look for the woman who can represent a community, not only walk a stage.
        </p>
        <p>
          Season {SEASON} builds towards a grand finale in Mumbai, with a live audience, national media and the crowning of our new
          ambassadors.
        </p>
      </FeatureSection>
      <FeatureSection
        id="home-feature-journey"
        eyebrow="The journey"
        title="Months of growth, one unforgettable night"
        image={image('home2')}
        imageAlt={`Season ${PREVIOUS_SEASON} finalists together after the crowning`}
        action={{ to: '/competitions', label: 'See the competition rounds' }}
        flip
        tone="white"
      >
        <p>
          From your first grooming session to the final walk, each round is designed to bring out something new: talent, intellect, fitness,
          fashion and the cause you stand for.
        </p>
        <p>
          Contestants leave with a professional portfolio, a stronger voice on stage and a network of women who keep cheering long after the
          lights go down.
        </p>
      </FeatureSection>
      <BelowTheFold />
    </>
  );
}
