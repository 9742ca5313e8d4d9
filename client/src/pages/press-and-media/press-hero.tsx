import { PREVIOUS_SEASON, SEASON } from '@pageant/common';
import { ButtonLink } from '@/components/button';
import { HeroVideo } from '@/components/hero-video';
import { IssueContents, type ContentsEntry } from './issue-contents';

interface PressHeroProps {
  contents: ContentsEntry[];
  loading: boolean;
}

/**
 * The page opens like the cover of a magazine issue: masthead rules, a big title and its contents.
 * No picture behind the title: a gallery photo there read as a ghost motif (issue #32); the gallery follows.
 */
export function PressHero({ contents, loading }: PressHeroProps) {
  return (
    <section className="on-dark relative isolate overflow-hidden bg-plum text-ivory">
      <HeroVideo />
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[linear-gradient(180deg,rgb(43_10_61/0.8),rgb(26_5_38/0.94)),radial-gradient(ellipse_at_top_right,rgb(201_162_39/0.3),transparent_55%)]"
      />
      <div className="mx-auto max-w-[1200px] px-4 pt-10 pb-14 sm:px-6 lg:pt-14 lg:pb-20">
        <p className="flex items-center justify-between gap-4 border-y border-gold/40 py-2 text-[0.7rem] font-semibold uppercase tracking-[0.3em] text-gold">
          <span>Press &amp; media</span>
          <span className="hidden sm:inline">Mumbai · New York</span>
          <span>The Season {PREVIOUS_SEASON} issue</span>
        </p>
        <div className="mt-8 grid gap-10 lg:mt-12 lg:grid-cols-[minmax(0,7fr)_minmax(0,4fr)] lg:items-end lg:gap-16">
          <div>
            <h1 className="text-5xl leading-[1.02] font-bold sm:text-7xl lg:text-8xl">
              Season {PREVIOUS_SEASON} <span className="block font-normal text-gold italic">Highlights</span>
            </h1>
            <p className="mt-6 max-w-xl text-base text-lilac sm:text-lg">
              The headlines, the runway, the brand campaigns and the moments our Season {PREVIOUS_SEASON} queens will never forget, all in
              one place for the press, our partners and every fan of the crown.
            </p>
            <div className="mt-8">
              <ButtonLink to="/registration" variant="gold" size="lg">
                Join Season {SEASON}
              </ButtonLink>
            </div>
          </div>
          <IssueContents entries={contents} loading={loading} />
        </div>
      </div>
    </section>
  );
}
