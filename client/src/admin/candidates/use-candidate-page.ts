import { useCallback } from 'react';
import { VOTING_MSG, type CandidatePage } from '@pageant/common/content/voting';
import { PAGE_SIZE } from '@pageant/common';
import { fetchCandidates } from '@/api/candidates';
import { useQueryPage } from '../shared/use-query-page';

const EMPTY: CandidatePage = { candidates: [], totalPages: 0, totalCount: 0, page: 1 };

/** One page of candidates for the search; refetched when either changes or reload() is called. */
export function useCandidatePage(page: number, search: string) {
  const load = useCallback(
    (signal: AbortSignal) =>
      fetchCandidates({ page, limit: PAGE_SIZE, search }, signal).then((res) => ({
        ...EMPTY,
        ...res,
        candidates: Array.isArray(res?.candidates) ? res.candidates : [],
      })),
    [page, search],
  );
  return useQueryPage(load, { empty: EMPTY, logMessage: 'Failed to fetch candidates', fallbackMessage: VOTING_MSG.fetchFailed });
}
