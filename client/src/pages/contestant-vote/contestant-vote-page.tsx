import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { MSG, SEASON } from '@pageant/common';
import { voteCircleSize } from '@pageant/common/content/voting-rules';
import { SITE } from '@/lib/site-info';
import { Button, ButtonLink } from '@/components/button';
import { PageHero } from '@/components/page-hero';
import { Spinner } from '@/components/spinner';
import { CandidatePhoto } from '@/components/voting/candidate-photo';
import { ShareButtons } from '@/components/voting/share-buttons';
import { useVoteUpdates } from '@/components/voting/use-vote-updates';
import { VoteCircle } from '@/components/voting/vote-circle';
import { LazyVoteModal, prefetchVoteModal } from '@/components/voting/lazy-vote-modal';
import { FINALE_COPY } from '@/components/finale/hidden-count';
import { useEventView } from '@/stores/event-status';
import { useContestant } from './use-contestant';

const articleClass =
  'mx-auto grid max-w-4xl items-center gap-8 overflow-hidden rounded-3xl bg-white p-5 shadow-card ring-1 ring-gold/20 sm:p-8 md:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]';

/**
 * The contestant's card before she loads: the same grid, photo box and rows (the circle at its
 * smallest), so the card arriving moves neither the page nor the footer (issue #14, CLS).
 */
function ContestantSkeleton() {
  const pulse = 'animate-pulse rounded bg-lilac/60 motion-reduce:animate-none';
  const circle = voteCircleSize(0);
  return (
    <div className={articleClass}>
      <div className={`aspect-[4/5] w-full rounded-2xl ${pulse}`} aria-hidden="true" />
      <div className="flex flex-col items-center gap-6 md:items-start">
        <div className="w-full">
          <div className="text-xs">
            <div className={`mx-auto h-[1lh] w-1/2 md:mx-0 ${pulse}`} />
          </div>
          <div className="mt-2 text-3xl sm:text-4xl">
            <div className={`mx-auto h-[1.2lh] w-3/4 md:mx-0 ${pulse}`} />
          </div>
        </div>
        <div className="flex items-center justify-center rounded-full bg-lilac/60" style={{ width: circle, height: circle }}>
          <Spinner label="Loading contestant…" />
        </div>
        <div className={`min-h-12 w-full rounded-full sm:w-48 ${pulse}`} aria-hidden="true" />
        <div className={`h-[4.5rem] w-40 ${pulse} opacity-60`} aria-hidden="true" />
        <div className={`min-h-11 w-44 rounded-full ${pulse} opacity-60`} aria-hidden="true" />
      </div>
    </div>
  );
}

const backLink = (
  <ButtonLink to="/contestants" variant="outline-dark">
    <ArrowLeft className="size-4" aria-hidden="true" />
    All contestants
  </ButtonLink>
);

/** SPEC §2 /contestants/vote/{id}: one contestant, her live count in a growing circle, and the vote modal. This is the shared link. */
export default function ContestantVotePage() {
  const { id = '' } = useParams();
  const contestant = useContestant(id);
  const { candidate } = contestant;
  const [voteOpen, setVoteOpen] = useState(false);
  const { countsHidden } = useEventView();
  // Hidden or revealed (issue #15): her count is read again, quietly.
  const seenHidden = useRef(countsHidden);
  const { reload, status } = contestant;
  useEffect(() => {
    if (seenHidden.current === countsHidden) return;
    seenHidden.current = countsHidden;
    if (status === 'ready') reload(true);
  }, [countsHidden, reload, status]);

  // Re-read quietly only what is shown: a quiet read never ends a skeleton or an error on its own.
  useVoteUpdates(contestant.applyUpdate, () => {
    if (contestant.status === 'ready') contestant.reload(true);
  });

  useEffect(() => {
    if (candidate) document.title = `Vote for ${candidate.name} · ${SITE.name}`;
  }, [candidate]);

  return (
    <>
      <PageHero eyebrow={`Season ${SEASON}`} title={candidate ? `Vote for ${candidate.name}` : 'Vote for your favourite'}>
        Every vote brings her one step closer to the crown.
      </PageHero>

      <section className="mx-auto max-w-[1200px] px-4 py-12 sm:px-6 sm:py-16">
        {contestant.status === 'loading' && <ContestantSkeleton />}

        {contestant.status === 'not-found' && (
          <div className="mx-auto max-w-lg rounded-3xl bg-white p-8 text-center shadow-card ring-1 ring-gold/15">
            <h2 className="text-2xl font-bold text-plum">{MSG.contestantNotFound}</h2>
            <p className="mt-3 text-muted">The link may be mistyped, or this contestant is no longer in the running.</p>
            <div className="mt-6 flex justify-center">{backLink}</div>
          </div>
        )}

        {contestant.status === 'error' && (
          <div className="mx-auto max-w-lg rounded-3xl bg-white p-8 text-center shadow-card ring-1 ring-gold/15">
            <h2 className="text-2xl font-bold text-plum">We couldn’t load this contestant</h2>
            <div className="mt-6 flex flex-wrap justify-center gap-3">
              <Button variant="plum" onClick={() => contestant.reload()}>
                Try again
              </Button>
              {backLink}
            </div>
          </div>
        )}

        {candidate && (
          <article aria-labelledby="contestant-name" className={articleClass}>
            <CandidatePhoto
              name={candidate.name}
              imageUrl={candidate.imageUrl}
              size={560}
              sizes="(min-width: 768px) 400px, calc(100vw - 72px)"
              eager
              className="aspect-[4/5] w-full rounded-2xl"
            />
            <div className="flex flex-col items-center gap-6 text-center md:items-start md:text-left">
              <div>
                <p className="text-xs font-semibold uppercase tracking-[0.2em] text-gold-deep">Contestant · Season {SEASON}</p>
                <h2 id="contestant-name" className="mt-2 text-3xl font-bold text-plum sm:text-4xl">
                  {candidate.name}
                </h2>
              </div>
              <VoteCircle votes={countsHidden ? null : candidate.voteCount} />
              {countsHidden && <p className="max-w-xs text-sm text-muted">{FINALE_COPY.hiddenBody}</p>}
              <Button
                variant="gold"
                size="lg"
                className="w-full sm:w-auto"
                onClick={() => setVoteOpen(true)}
                onPointerEnter={prefetchVoteModal}
                onPointerDown={prefetchVoteModal}
                onFocus={prefetchVoteModal}
              >
                Vote for {candidate.name.split(' ')[0]}
              </Button>
              <div className="space-y-2">
                <p className="text-sm font-semibold text-plum">Share her page</p>
                <ShareButtons candidate={candidate} />
              </div>
              {backLink}
            </div>
          </article>
        )}
      </section>

      <LazyVoteModal open={voteOpen} candidate={candidate} onClose={() => setVoteOpen(false)} />
    </>
  );
}
