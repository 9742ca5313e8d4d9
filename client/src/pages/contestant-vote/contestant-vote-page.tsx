import { ArrowLeft } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { MSG } from '@pageant/common';
import { SITE } from '@/lib/site-info';
import { Button, ButtonLink } from '@/components/button';
import { ShareButtons } from '@/components/voting/share-buttons';
import { useVoteUpdates } from '@/components/voting/use-vote-updates';
import { LazyVoteModal } from '@/components/voting/lazy-vote-modal';
import { useEventView } from '@/stores/event-status';
import { CharityDriveBlock } from './charity-drive-block';
import { ContestantCard, ContestantCardSkeleton } from './contestant-card';
import { OtherContestants } from './other-contestants';
import { useContestant } from './use-contestant';
import { useScrolledPast } from './use-scrolled-past';
import { VoteBar } from './vote-bar';
import { VoteHeader } from './vote-header';

const backLink = (
  <ButtonLink to="/contestants" variant="outline-dark">
    <ArrowLeft className="size-4" aria-hidden="true" />
    All contestants
  </ButtonLink>
);

const messageBox = 'mx-auto max-w-lg rounded-3xl bg-white p-8 text-center shadow-card ring-1 ring-gold/15';

/**
 * SPEC §2 /contestants/vote/{id}, the shared link, built as a landing page (issue #29): her photo, name,
 * count and Vote on the first screen, a Vote bar once that scrolls away, then her bio, sharing and the others.
 */
export default function ContestantVotePage() {
  const { id = '' } = useParams();
  const contestant = useContestant(id);
  const { candidate } = contestant;
  const [voteOpen, setVoteOpen] = useState(false);
  const { countsHidden } = useEventView();
  const vote = useScrolledPast<HTMLDivElement>();
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

  const openVote = () => setVoteOpen(true);

  return (
    <>
      <VoteHeader title={candidate ? `Vote for ${candidate.name}` : 'Vote for your favourite'} />

      <div className="mx-auto max-w-[1200px] px-4 pt-4 pb-12 sm:px-6 sm:pt-6 sm:pb-16">
        {contestant.status === 'loading' && <ContestantCardSkeleton />}

        {contestant.status === 'not-found' && (
          <div className={messageBox}>
            <h2 className="text-2xl font-bold text-plum">{MSG.contestantNotFound}</h2>
            <p className="mt-3 text-muted">The link may be mistyped, or this contestant is no longer in the running.</p>
            <div className="mt-6 flex justify-center">{backLink}</div>
          </div>
        )}

        {contestant.status === 'error' && (
          <div className={messageBox}>
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
          <>
            <ContestantCard candidate={candidate} countsHidden={countsHidden} onVote={openVote} voteRef={vote.ref} back={backLink} />
            <CharityDriveBlock candidateId={candidate._id} firstName={candidate.name.split(' ')[0] ?? candidate.name} />
            <div className="mx-auto mt-8 flex max-w-5xl flex-col gap-8 md:flex-row md:items-start md:justify-between">
              {candidate.bio && (
                <section aria-labelledby="about-her" className="max-w-2xl">
                  <h2 id="about-her" className="text-2xl font-bold text-plum">
                    About {candidate.name.split(' ')[0]}
                  </h2>
                  <p className="mt-3 leading-relaxed whitespace-pre-line text-ink">{candidate.bio}</p>
                </section>
              )}
              <div className="shrink-0 space-y-2">
                <p className="text-sm font-semibold text-plum">Share her page</p>
                <ShareButtons candidate={candidate} />
              </div>
            </div>
            <OtherContestants excludeId={candidate._id} />
          </>
        )}
      </div>

      {candidate && <VoteBar candidate={candidate} shown={vote.past} onVote={openVote} />}
      <LazyVoteModal open={voteOpen} candidate={candidate} onClose={() => setVoteOpen(false)} />
    </>
  );
}
