import { SEASON } from '@pageant/common';
import { ButtonLink } from '@/components/button';
import { PageHero } from '@/components/page-hero';
import { AboutVenue } from './about-venue';
import { toChapters, type Chapter } from './chapters';
import { CompetitionHeader } from './competition-header';
import { CompetitionChapter } from './competition-section';
import { RegisterBand } from './register-band';
import { useCompetitionPage } from './use-competition-page';
import { FinaleDate } from '@/components/season/finale-date';
import { useSeason } from '@/components/season/use-season';

export const COMPETITION_FALLBACK = `Details of the Season ${SEASON} competition will be announced soon.`;

/** Text chapters are numbered 01, 02…; a picture standing alone takes no number. */
const numbered = (chapters: Chapter[]) => {
  let n = 0;
  return chapters.map((chapter) => ({ chapter, number: chapter.kind === 'text' ? ++n : 0 }));
};

export default function CompetitionsPage() {
  const state = useCompetitionPage();
  const season = useSeason();
  // Issue #32: the finale's date, venue and countdown under the heading, whichever heading the page has.
  const finale = season?.finale.at ? <FinaleDate finale={season.finale} /> : undefined;

  if (state.status === 'ready') {
    const { header, aboutVenue, sections } = state.data;
    const ordered = [...sections].sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
    return (
      <>
        <CompetitionHeader header={header} actions={finale} />
        {aboutVenue.trim() && <AboutVenue text={aboutVenue} />}
        <div className="mx-auto max-w-[1200px] space-y-12 px-4 py-14 sm:px-6 lg:space-y-16 lg:py-20">
          {numbered(toChapters(ordered)).map(({ chapter, number }, i) => (
            <CompetitionChapter
              key={(chapter.kind === 'text' ? chapter.section._id : chapter.image._id) ?? i}
              chapter={chapter}
              number={number}
              pageTitle={header.title}
              index={i}
            />
          ))}
        </div>
        <RegisterBand />
      </>
    );
  }

  return (
    <>
      <PageHero eyebrow={`Season ${SEASON}`} title="The Competition" actions={finale}>
        From grooming sessions to the grand finale in Mumbai, here is how the journey to the crown unfolds.
      </PageHero>
      <section aria-label="Competition details" className="mx-auto max-w-[1200px] px-4 py-16 sm:px-6">
        {state.status === 'loading' ? (
          <div aria-hidden="true" className="space-y-6">
            <div className="mx-auto h-8 w-64 animate-pulse rounded bg-lilac/60 motion-reduce:animate-none" />
            <div className="h-48 animate-pulse rounded-2xl bg-white shadow-card motion-reduce:animate-none" />
            <div className="h-48 animate-pulse rounded-2xl bg-white shadow-card motion-reduce:animate-none" />
          </div>
        ) : (
          <div className="mx-auto max-w-2xl rounded-2xl bg-white p-8 text-center shadow-card sm:p-10">
            <p className="text-lg text-ink">{COMPETITION_FALLBACK}</p>
            <p className="mt-3 text-muted">Registrations for Season {SEASON} are open, so you can secure your place on the stage today.</p>
            <div className="mt-6 flex justify-center">
              <ButtonLink to="/registration" variant="gold">
                Register now
              </ButtonLink>
            </div>
          </div>
        )}
      </section>
    </>
  );
}
