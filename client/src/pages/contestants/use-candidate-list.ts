import { useCallback, useEffect, useRef, useState } from 'react';
import { MAX_PAGE_SIZE, PAGE_SIZE } from '@pageant/common';
import type { CandidatePage } from '@pageant/common/content/voting';
import type { Category } from '@pageant/common/constants';
import type { LiveCandidate, LiveVoteUpdate } from '@/api/live-votes';
import { fetchCandidates } from '@/api/candidates';
import { asUpdate, withCount } from '@/components/voting/rank';
import { isFreshAnswer } from '@/components/voting/rank';
import { useSsrData } from '@/ssr/ssr-data';
import { gridFirstPath } from './first-screen';

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

/** What the grid lists: a name term and a category; a change to either starts again at page 1. */
const filterKey = (term: string, category: Category | null) => `${category ?? 'All'}|${term}`;

/**
 * The paged, searchable grid (SPEC §4): pages of 10, back to page 1 whenever the term or the category changes.
 * Only the latest request counts: a new one aborts the last, and an answer that arrives after
 * its request was superseded is dropped. Failures are logged only (SPEC §8). On a full page load the
 * first page of the shared link's category came with the HTML: the grid starts with it instead of fetching it again.
 */
export function useCandidateList(search: string, category: Category | null = null) {
  const initial = useSsrData<CandidatePage>(search === '' ? gridFirstPath(category) : null);
  const [state, setState] = useState<CandidateList>(() => (initial ? firstPage(initial) : INITIAL));
  const current = useRef<AbortController | null>(null);
  // The filter whose first page the list holds or is fetching: the effect asks only for a different one.
  const shown = useRef<string | null>(initial ? filterKey('', category) : null);

  const load = useCallback((page: number, term: string, cat: Category | null) => {
    current.current?.abort();
    const ctrl = new AbortController();
    current.current = ctrl;
    if (page === 1) shown.current = filterKey(term, cat);
    setState((s) => (page === 1 ? { ...INITIAL, status: 'loading' } : { ...s, status: 'more' }));
    fetchCandidates({ page, limit: PAGE_SIZE, search: term, category: cat }, ctrl.signal)
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
    if (shown.current !== filterKey(search, category)) load(1, search, category);
    return () => {
      current.current?.abort();
      // An aborted first page is not shown: the next run (StrictMode's second pass) must ask again.
      if (current.current) shown.current = null;
    };
  }, [search, category, load]);

  const hasMore = state.status === 'idle' && state.page < state.totalPages;
  const loadMore = () => {
    if (hasMore) load(state.page + 1, search, category);
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
    fetchCandidates({ page: 1, limit: Math.min(loaded, MAX_PAGE_SIZE), search, category })
      .then((res) =>
        setState((s) => ({
          ...s,
          items: (res.candidates as LiveCandidate[]).reduce((items, c) => withCount(items, asUpdate(c), isFreshAnswer), s.items),
        })),
      )
      .catch((err: unknown) => console.error('Failed to refresh candidate counts', err));
  }, [loaded, search, category]);

  /** Counts hidden or revealed: the order itself changes (by name while hidden), so page 1 is read again. */
  const restart = useCallback(() => load(1, search, category), [load, search, category]);

  return { ...state, hasMore, loadMore, applyUpdate, refreshCounts, restart };
}
