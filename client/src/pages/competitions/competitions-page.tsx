import { SEASON } from '@pageant/common';
import { ButtonLink } from '@/components/button';
import { PageHero } from '@/components/page-hero';
import { CompetitionHeader } from './competition-header';
import { CompetitionSection } from './competition-section';
import { useCompetitionPage } from './use-competition-page';

export const COMPETITION_FALLBACK = `Details of the Season ${SEASON} competition will be announced soon.`;

export default function CompetitionsPage() {
  const state = useCompetitionPage();

  if (state.status === 'ready') {
    const { header, aboutVenue, sections } = state.data;
    const ordered = [...sections].sort((a, b) => (a.order ?? 0) - (b.order ?? 0));
    return (
      <>
        <CompetitionHeader header={header} />
        <div className="mx-auto max-w-[1200px] space-y-10 px-4 py-16 sm:px-6 lg:py-20">
          {aboutVenue.trim() && (
            <section aria-labelledby="about-venue" className="mx-auto max-w-3xl text-center">
              <p className="mb-2 text-xs font-semibold uppercase tracking-[0.2em] text-gold-deep">The venue</p>
              <h2 id="about-venue" className="text-3xl font-bold text-plum sm:text-4xl">
                About the venue
              </h2>
              <span aria-hidden="true" className="mx-auto mt-4 block h-0.5 w-16 bg-gold" />
              <p className="mt-5 whitespace-pre-line text-base leading-relaxed text-muted sm:text-lg">{aboutVenue}</p>
            </section>
          )}
          {ordered.map((section, i) => (
            <CompetitionSection key={section._id ?? i} section={section} pageTitle={header.title} index={i} />
          ))}
        </div>
      </>
    );
  }

  return (
    <>
      <PageHero eyebrow={`Season ${SEASON}`} title="The Competition">
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
