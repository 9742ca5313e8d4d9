import { useCallback, useEffect, useRef, useState } from 'react';
import { MAX_PAGE_SIZE, PAGE_SIZE } from '@pageant/common';
import type { CandidatePage } from '@pageant/common/content/voting';
import type { LiveCandidate, LiveVoteUpdate } from '@/api/live-votes';
import { fetchCandidates } from '@/api/candidates';
import { asUpdate, withCount } from '@/components/voting/rank';
import { isFreshAnswer } from '@/components/voting/rank';
import { useSsrData } from '@/ssr/ssr-data';
import { FIRST_PAGE_PATH } from './first-screen';

export interface CandidateList {
  items: LiveCandidate[];
  page: number;
  totalPages: number;
  totalCount: number;
  /** loading: page 1 of a new search; more: a further page; idle: settled (also after a logged failure). */
  status: 'loading' | 'more' | 'idle';
}

const INITIAL: CandidateList = { items: [], page: 0, totalPages: 0, totalCount: 0, status: 'loading' };

const firstPage = (res: CandidatePage): CandidateList => ({
  items: res.candidates as LiveCandidate[],
  page: 1,
  totalPages: res.totalPages,
  totalCount: res.totalCount,
  status: 'idle',
});

const isAbort = (err: unknown) => err instanceof DOMException && err.name === 'AbortError';

/**
 * The paged, searchable grid (SPEC §4): pages of 10, back to page 1 whenever the term changes.
 * Only the latest request counts: a new one aborts the last, and an answer that arrives after
 * its request was superseded is dropped. Failures are logged only (SPEC §8). On a full page load the
 * unfiltered first page came with the HTML: the grid starts with it instead of fetching it again.
 */
export function useCandidateList(search: string) {
  const initial = useSsrData<CandidatePage>(search === '' ? FIRST_PAGE_PATH : null);
  const [state, setState] = useState<CandidateList>(() => (initial ? firstPage(initial) : INITIAL));
  const current = useRef<AbortController | null>(null);
  // The term whose first page the list holds or is fetching: the effect asks only for a different one.
  const shown = useRef<string | null>(initial ? '' : null);

  const load = useCallback((page: number, term: string) => {
    current.current?.abort();
    const ctrl = new AbortController();
    current.current = ctrl;
    if (page === 1) shown.current = term;
    setState((s) => (page === 1 ? { ...INITIAL, status: 'loading' } : { ...s, status: 'more' }));
    fetchCandidates({ page, limit: PAGE_SIZE, search: term }, ctrl.signal)
      .then((res) => {
        if (ctrl.signal.aborted) return;
        setState((s) => {
          const answered = res.candidates as LiveCandidate[];
          const fresh = page === 1 ? answered : answered.filter((c) => !s.items.some((x) => x._id === c._id));
          return {
            items: page === 1 ? fresh : [...s.items, ...fresh],
            page,
            totalPages: res.totalPages,
            totalCount: res.totalCount,
            status: 'idle',
          };
        });
      })
      .catch((err: unknown) => {
        if (ctrl.signal.aborted || isAbort(err)) return;
        console.error('Failed to fetch candidates', err);
        setState((s) => ({ ...s, status: 'idle', totalPages: s.page }));
      });
  }, []);

  useEffect(() => {
    if (shown.current !== search) load(1, search);
    return () => {
      current.current?.abort();
      // An aborted first page is not shown: the next run (StrictMode's second pass) must ask again.
      if (current.current) shown.current = null;
    };
  }, [search, load]);

  const hasMore = state.status === 'idle' && state.page < state.totalPages;
  const loadMore = () => {
    if (hasMore) load(state.page + 1, search);
  };
  const applyUpdate = useCallback((update: LiveVoteUpdate) => setState((s) => ({ ...s, items: withCount(s.items, update) })), []);

  /**
   * After a reconnect: broadcasts sent while offline are lost, so the counts of the cards on screen
   * are read again (the first hundred, in one request) without reordering the grid or losing the
   * visitor's place in it.
   */
  const loaded = state.items.length;
  const refreshCounts = useCallback(() => {
    if (loaded === 0) return;
    fetchCandidates({ page: 1, limit: Math.min(loaded, MAX_PAGE_SIZE), search })
      .then((res) =>
        setState((s) => ({
          ...s,
          items: (res.candidates as LiveCandidate[]).reduce((items, c) => withCount(items, asUpdate(c), isFreshAnswer), s.items),
        })),
      )
      .catch((err: unknown) => console.error('Failed to refresh candidate counts', err));
  }, [loaded, search]);

  /** Counts hidden or revealed: the order itself changes (by name while hidden), so page 1 is read again. */
  const restart = useCallback(() => load(1, search), [load, search]);

  return { ...state, hasMore, loadMore, applyUpdate, refreshCounts, restart };
}
