import { lazy, startTransition, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Button } from '@/components/button';
import { LiveCount } from './live-count';
import { MeProfile, MeTopBar } from './me-header';
import { Panel, Skeleton } from './panel';
import { ShareRow } from './share-row';
import { useMe } from './use-me';
import { WhenNear } from './when-near';

const belowFirstScreen = () => import('./below-first-screen');
const VotesChart = lazy(() => belowFirstScreen().then((m) => ({ default: m.VotesChart })));
const SourcesList = lazy(() => belowFirstScreen().then((m) => ({ default: m.SourcesList })));
const CharityDrive = lazy(() => belowFirstScreen().then((m) => ({ default: m.CharityDrive })));
const StageTimeline = lazy(() => belowFirstScreen().then((m) => ({ default: m.StageTimeline })));
const CheersList = lazy(() => belowFirstScreen().then((m) => ({ default: m.CheersList })));
const ShareKit = lazy(() => belowFirstScreen().then((m) => ({ default: m.ShareKit })));
const DigestSwitch = lazy(() => belowFirstScreen().then((m) => ({ default: m.DigestSwitch })));

/** Hers alone: kept out of search results even where the server's head says nothing. */
function useNoindex() {
  useEffect(() => {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex';
    document.head.appendChild(meta);
    return () => meta.remove();
  }, []);
}

/**
 * Marks <html data-page-ready> once the page is live, as the public layout does for its pages: /me
 * arrives server-rendered (her own page), and its buttons answer only from then on.
 */
function usePageReady() {
  const { key } = useLocation();
  useEffect(() => {
    document.documentElement.dataset.pageReady = key;
  }, [key]);
}

/**
 * False until her first screen (photo, name, count, share links) is painted, then true, set in a
 * transition: React renders the rest of the page in slices between which the phone can paint and
 * answer taps, rather than in one long task that also holds back the request of her photo.
 */
function useRestOfPage(firstScreenShown: boolean): boolean {
  const [rest, setRest] = useState(false);
  useEffect(() => {
    if (!firstScreenShown || rest) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setRest(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [firstScreenShown, rest]);
  return rest;
}

function MeSkeleton() {
  return (
    <div aria-busy="true" aria-label="Loading your campaign" className="space-y-6">
      <div className="flex items-center gap-4">
        <Skeleton className="size-20 rounded-full" />
        <div className="space-y-2">
          <Skeleton className="h-3 w-28" />
          <Skeleton className="h-7 w-56" />
        </div>
      </div>
      <Skeleton className="h-48 w-full rounded-3xl" />
      <Skeleton className="h-24 w-full rounded-3xl" />
    </div>
  );
}

/**
 * Her campaign cockpit (issue #30, /me): her count large and live, where to share, how votes came in
 * and from where, her supporters' cheers, a kit to share, and where she stands. Phone first; signed in
 * only (a 401 sends her to sign in). Outside the public layout; the server renders her first screen
 * for her alone (server/src/http/cockpit-page.ts), and the panels below it come as she nears them.
 */
export default function MePage() {
  useNoindex();
  usePageReady();
  const { summary, candidate, field, tick } = useMe();
  const me = summary.data;
  const rest = useRestOfPage(Boolean(me));

  return (
    <div className="min-h-dvh bg-ivory">
      <MeTopBar />
      <main className="mx-auto max-w-6xl px-4 pt-6 pb-16 sm:px-6">
        {summary.status === 'loading' && <MeSkeleton />}
        {summary.status === 'error' && (
          <div role="alert" className="mx-auto max-w-lg rounded-3xl bg-white p-8 text-center shadow-card ring-1 ring-gold/15">
            <h1 className="font-display text-2xl font-bold text-plum">We couldn’t load your campaign</h1>
            <p className="mt-3 text-muted">Please check your connection and try again.</p>
            <Button variant="plum" className="mt-6" onClick={summary.retry}>
              Try again
            </Button>
          </div>
        )}
        {me && (
          <>
            <MeProfile
              name={candidate?.name ?? me.registration.fullName}
              category={candidate?.category ?? me.registration.category}
              city={candidate?.city ?? ''}
              imageUrl={candidate?.imageUrl ?? ''}
            />
            {candidate && me.links ? (
              <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:items-start">
                <div className="min-w-0 space-y-6">
                  <LiveCount candidate={candidate} field={field} />
                  <Panel title="Share your link" id="me-share-title">
                    <ShareRow share={me.links.share} name={candidate.name} />
                  </Panel>
                  {/* While counts are hidden, her count must not be summed from these either. */}
                  {rest && !candidate.countsHidden && (
                    <>
                      <Suspense fallback={<div aria-hidden="true" className="min-h-96" />}>
                        <VotesChart tick={tick} />
                      </Suspense>
                      <WhenNear>
                        <SourcesList tick={tick} />
                      </WhenNear>
                    </>
                  )}
                  {rest && (
                    <WhenNear holdClassName="min-h-24">
                      <CharityDrive candidateId={candidate.id} tick={tick} />
                    </WhenNear>
                  )}
                  {rest && (
                    <WhenNear>
                      <StageTimeline stage={me.registration.stage} reason={me.registration.reviewReason} />
                    </WhenNear>
                  )}
                </div>
                {/* Beside the first screen on a wide screen and below it on a phone: arriving, it moves nothing. */}
                {rest && (
                  <div className="min-w-0 space-y-6">
                    <WhenNear>
                      <CheersList tick={tick} />
                    </WhenNear>
                    <WhenNear>
                      <ShareKit />
                    </WhenNear>
                    <WhenNear holdClassName="min-h-32">
                      <DigestSwitch initial={me.preferences.digest} />
                    </WhenNear>
                  </div>
                )}
              </div>
            ) : (
              <div className="mt-6 grid max-w-2xl grid-cols-1 gap-6">
                <Suspense fallback={<Skeleton className="h-64 w-full rounded-3xl" />}>
                  <StageTimeline stage={me.registration.stage} reason={me.registration.reviewReason} />
                  <DigestSwitch initial={me.preferences.digest} />
                </Suspense>
              </div>
            )}
          </>
        )}
      </main>
    </div>
  );
}
