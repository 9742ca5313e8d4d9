import { useCallback, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { notify } from '@/lib/notify';
import { MSG, PAGE_SIZE } from '@pageant/common';
import { TRANSPARENCY_PATH } from '@pageant/common/content/payment-paths';
import { SectionHeading } from '@/components/section-heading';
import { CARD_SLOT, CandidateCard, CandidateCardSkeleton, CardSlotBars } from '@/components/voting/candidate-card';
import { formatVotes } from '@/components/voting/format';
import type { VoteResult } from '@/components/voting/payment-result-modal';
import { HiddenPodium, Podium, PodiumSkeleton } from '@/components/voting/podium';
import CountdownBand from '@/components/finale/countdown-band';
import { FINALE_COPY } from '@/components/finale/hidden-count';
import { useEventView } from '@/stores/event-status';
import { useDebouncedValue } from '@/components/use-debounced-value';
import { LazyVoteModal, prefetchVoteModal } from '@/components/voting/lazy-vote-modal';
import { useVoteUpdates } from '@/components/voting/use-vote-updates';
import type { VoteTarget } from '@/components/voting/vote-modal';
import type { VoteChoice } from '@/components/voting/pending-vote';
import type { Category } from '@pageant/common/constants';
import { CategoryFilter } from './category-filter';
import { categoryParam } from './first-screen';
import { SearchBar } from './search-bar';
import { ContestantsHero } from './contestants-hero';
import { findRetryVote } from './retry-vote';
import { useCandidateList } from './use-candidate-list';
import { useInfiniteScroll } from './use-infinite-scroll';
import { useLeaders } from './use-leaders';
import { VoteReturn } from './vote-return';

/** SPEC §5: after the bar's own 200 ms, the list waits this long before it fetches. */
export const SEARCH_FETCH_DEBOUNCE_MS = 500;

/**
 * Slots held for contestants not loaded yet: the grid has its final height from the first answer, so
 * the footer is never pushed while in view (issue #14, CLS). Capped to keep a very long list's DOM small.
 */
const MAX_RESERVED_SLOTS = 60;

export default function ContestantsPage() {
  const [term, setTerm] = useState('');
  const search = useDebouncedValue(term.trim(), SEARCH_FETCH_DEBOUNCE_MS);
  const [params, setParams] = useSearchParams();
  // In the URL so a filtered grid can be shared; the list starts again at page 1 when it changes. The choice
  // shows at once (the router updates the address a moment later), and follows the address on Back.
  const urlCategory = categoryParam(params);
  const [category, setCategory] = useState(urlCategory);
  const [seenUrlCategory, setSeenUrlCategory] = useState(urlCategory);
  if (seenUrlCategory !== urlCategory) {
    setSeenUrlCategory(urlCategory);
    setCategory(urlCategory);
  }
  const chooseCategory = (next: Category | null) => {
    setCategory(next);
    void setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next) updated.set('category', next);
        else updated.delete('category');
        return updated;
      },
      { preventScrollReset: true },
    );
  };
  const list = useCandidateList(search, category);
  const { leaders, reload: reloadLeaders, applyUpdate: rerank } = useLeaders();
  const sentinel = useInfiniteScroll<HTMLLIElement>(list.loadMore, list.hasMore, list.page);

  const [voteFor, setVoteFor] = useState<VoteTarget | null>(null);
  const [voteOpen, setVoteOpen] = useState(false);
  // A retry remounts the modal (new key) so it opens on the failed vote's choice instead of one vote.
  const [retry, setRetry] = useState<{ key: number; choice: VoteChoice | null }>({ key: 0, choice: null });
  // Stable, so the memoised cards are not rendered again with each render of the page.
  const openVote = useCallback((c: VoteTarget, choice: VoteChoice | null = null) => {
    setVoteFor(c);
    setRetry((r) => ({ key: choice ? r.key + 1 : r.key, choice }));
    setVoteOpen(true);
  }, []);

  const navigate = useNavigate();
  const closeResult = () => navigate(category ? `/contestants?category=${category}` : '/contestants', { replace: true });
  const tryAgain = async (result: VoteResult) => {
    const again = await findRetryVote(result);
    closeResult();
    if (again) openVote(again.candidate, again.choice);
    else notify.error(MSG.noCandidate);
  };

  // Hidden or revealed (issue #15): the order and every count change at once, so the podium and the grid are read again.
  const { countsHidden, schedule } = useEventView();
  const final = !countsHidden && Boolean(schedule?.revealedAt);
  const seenHidden = useRef(countsHidden);
  useEffect(() => {
    if (seenHidden.current === countsHidden) return;
    seenHidden.current = countsHidden;
    reloadLeaders();
    list.restart();
  }, [countsHidden, reloadLeaders, list]);

  useVoteUpdates(
    (update) => {
      list.applyUpdate(update);
      rerank(
        update,
        list.items.find((c) => c._id === update.candidateId),
      );
    },
    () => {
      // Nothing to re-read before the first answers: they are still on their way.
      if (leaders !== null) reloadLeaders();
      list.refreshCounts();
    },
  );

  const loadingFirst = list.status === 'loading';
  const reserved = loadingFirst
    ? PAGE_SIZE
    : list.page < list.totalPages
      ? Math.min(MAX_RESERVED_SLOTS, Math.max(0, list.totalCount - list.items.length))
      : 0;
  // Only the slots of the page in flight pulse; the rest just hold their place.
  const pending = loadingFirst ? PAGE_SIZE : list.status === 'more' ? PAGE_SIZE : 0;
  return (
    <>
      <ContestantsHero />
      <CountdownBand tone="ivory" />

      <section
        aria-labelledby="podium-heading"
        className="bg-[radial-gradient(ellipse_at_top,rgb(201_162_39/0.14),transparent_70%)] px-4 pt-5 pb-4 sm:px-6 sm:pt-12 sm:pb-6"
      >
        <div className="mx-auto mb-4 max-w-3xl text-center sm:mb-8">
          <p className="flex items-center justify-center gap-2 text-xs font-semibold tracking-[0.2em] text-gold-deep uppercase">
            <span aria-hidden="true" className={`size-2 rounded-full bg-rose ${final ? '' : 'motion-safe:animate-pulse'}`} />
            {final ? 'Revealed' : countsHidden ? 'Counts hidden' : 'Live leaderboard'}
          </p>
          <h2 id="podium-heading" className="mt-1 text-2xl font-bold text-plum sm:mt-2 sm:text-4xl">
            {final ? FINALE_COPY.finalResults : 'Leading the race'}
          </h2>
          <p className="mt-1 text-sm text-muted sm:mt-3 sm:text-lg">
            {final
              ? FINALE_COPY.finalBody
              : countsHidden
                ? 'The race goes on behind the curtain until the reveal.'
                : 'The top three by votes, updated the moment a vote is paid.'}
          </p>
        </div>
        {countsHidden ? <HiddenPodium /> : leaders === null ? <PodiumSkeleton /> : <Podium leaders={leaders} final={final} />}
      </section>

      <section aria-labelledby="grid-heading" className="mx-auto max-w-[1200px] px-4 pt-8 pb-12 sm:px-6 sm:pt-12">
        <SectionHeading id="grid-heading" title="All contestants" />
        <SearchBar onSearch={setTerm} />
        <CategoryFilter value={category} onChange={chooseCategory} />
        <p className="mt-4 mb-6 text-center text-sm text-muted" aria-live="polite">
          {loadingFirst ? (
            'Loading contestants…'
          ) : list.totalCount > 0 ? (
            <>
              <span className="figures">{formatVotes(list.totalCount)}</span> {category ? `${category} ` : ''}
              {list.totalCount === 1 ? 'contestant' : 'contestants'}
              {search ? ` matching “${search}”` : ''}
            </>
          ) : (
            ''
          )}
        </p>

        {!loadingFirst && list.items.length === 0 ? (
          <div className="rounded-3xl bg-white px-6 py-12 text-center shadow-card ring-1 ring-gold/15">
            <p className="font-display text-xl font-bold text-plum">
              {search
                ? `No ${category ? `${category} ` : ''}contestants match “${search}”`
                : `No ${category ? `${category} ` : ''}contestants to show yet`}
            </p>
            <p className="mt-2 text-sm text-muted">{search ? 'Check the spelling or try part of her name.' : 'Please check back soon.'}</p>
            {category && (
              <button
                type="button"
                onClick={() => chooseCategory(null)}
                className="mt-5 inline-flex h-11 items-center rounded-full px-5 text-sm font-semibold text-plum underline underline-offset-4 ring-1 ring-plum/30 hover:bg-plum/5 focus-visible:ring-2 focus-visible:ring-gold"
              >
                Show all contestants
              </button>
            )}
          </div>
        ) : (
          <ul
            aria-label="Contestants"
            aria-busy={list.status !== 'idle'}
            className="grid grid-cols-2 gap-3 sm:gap-5 md:grid-cols-3 lg:grid-cols-4"
          >
            {/* Cards of later pages fade into their slots; the first page is there from the first paint. The grid
                starts below a phone's first screen, so no photo of it is preloaded ahead of the podium's. */}
            {list.items.map((c, i) => (
              <li key={c._id}>
                <CandidateCard
                  candidate={c}
                  hidden={countsHidden}
                  onVote={openVote}
                  onVoteIntent={prefetchVoteModal}
                  appear={i >= PAGE_SIZE}
                />
              </li>
            ))}
            {Array.from({ length: reserved }, (_, i) => (
              // Keyed by grid position: a slot that stays must keep its node, or the browser counts it as moved.
              // The first free slot is where the next page lands, so reaching it is what loads that page.
              // A slot only holding its place is its bars alone; the page in flight gets the pulsing skeleton.
              <li
                key={`slot-${list.items.length + i}`}
                ref={i === 0 ? sentinel : undefined}
                aria-hidden="true"
                data-testid={i < pending ? undefined : 'candidate-placeholder'}
                className={i < pending ? undefined : CARD_SLOT}
              >
                {i < pending ? <CandidateCardSkeleton /> : <CardSlotBars />}
              </li>
            ))}
          </ul>
        )}
        <p className="mt-10 text-center text-sm text-muted">
          Every vote is a paid payment on the public ledger.{' '}
          <Link to={TRANSPARENCY_PATH} className="font-semibold text-plum underline underline-offset-4 hover:text-gold-deep">
            See how every vote is counted
          </Link>
        </p>
      </section>

      <LazyVoteModal key={retry.key} open={voteOpen} candidate={voteFor} initialChoice={retry.choice} onClose={() => setVoteOpen(false)} />
      <VoteReturn params={params} onClose={closeResult} onRetry={(result) => void tryAgain(result)} />
    </>
  );
}
