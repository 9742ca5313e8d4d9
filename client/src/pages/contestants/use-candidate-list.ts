import { useCallback, useEffect, useRef, useState } from 'react';
import { MAX_PAGE_SIZE, PAGE_SIZE } from '@pageant/common';
import type { CandidateDto, VoteUpdate } from '@pageant/common/content/voting';
import { fetchCandidates } from '@/api/candidates';
import { withCount } from '@/components/voting/rank';

export interface CandidateList {
  items: CandidateDto[];
  page: number;
  totalPages: number;
  totalCount: number;
  /** loading: page 1 of a new search; more: a further page; idle: settled (also after a logged failure). */
  status: 'loading' | 'more' | 'idle';
}

const INITIAL: CandidateList = { items: [], page: 0, totalPages: 0, totalCount: 0, status: 'loading' };

const isAbort = (err: unknown) => err instanceof DOMException && err.name === 'AbortError';

/**
 * The paged, searchable grid (SPEC §4): pages of 10, back to page 1 whenever the term changes.
 * Only the latest request counts: a new one aborts the last, and an answer that arrives after
 * its request was superseded is dropped. Failures are logged only (SPEC §8).
 */
export function useCandidateList(search: string) {
  const [state, setState] = useState<CandidateList>(INITIAL);
  const current = useRef<AbortController | null>(null);

  const load = useCallback((page: number, term: string) => {
    current.current?.abort();
    const ctrl = new AbortController();
    current.current = ctrl;
    setState((s) => (page === 1 ? { ...INITIAL, status: 'loading' } : { ...s, status: 'more' }));
    fetchCandidates({ page, limit: PAGE_SIZE, search: term }, ctrl.signal)
      .then((res) => {
        if (ctrl.signal.aborted) return;
        setState((s) => {
          const fresh = page === 1 ? res.candidates : res.candidates.filter((c) => !s.items.some((x) => x._id === c._id));
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
    load(1, search);
    return () => current.current?.abort();
  }, [search, load]);

  const hasMore = state.status === 'idle' && state.page < state.totalPages;
  const loadMore = () => {
    if (hasMore) load(state.page + 1, search);
  };
  const applyUpdate = useCallback((update: VoteUpdate) => setState((s) => ({ ...s, items: withCount(s.items, update) })), []);

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
          items: res.candidates.reduce(
            (items, c) => withCount(items, { candidateId: c._id, name: c.name, voteCount: c.voteCount }),
            s.items,
          ),
        })),
      )
      .catch((err: unknown) => console.error('Failed to refresh candidate counts', err));
  }, [loaded, search]);

  return { ...state, hasMore, loadMore, applyUpdate, refreshCounts };
}
