import { useCallback, useEffect, useState } from 'react';
import { VOTING_MSG, type CandidatePage } from '@pageant/common/content/voting';
import { PAGE_SIZE } from '@pageant/common';
import { fetchCandidates } from '@/api/candidates';
import { errorMessage } from '@/api/http';

const EMPTY: CandidatePage = { candidates: [], totalPages: 0, totalCount: 0, page: 1 };

/** One page of candidates for the search; refetched when either changes or reload() is called. */
export function useCandidatePage(page: number, search: string) {
  const [data, setData] = useState<CandidatePage>(EMPTY);
  const [loading, setLoading] = useState(true);
  const [loaded, setLoaded] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    const ctrl = new AbortController();
    setLoading(true);
    setError(null);
    fetchCandidates({ page, limit: PAGE_SIZE, search }, ctrl.signal)
      .then((res) => {
        setData({ ...EMPTY, ...res, candidates: Array.isArray(res?.candidates) ? res.candidates : [] });
        setLoaded(true);
      })
      .catch((err: unknown) => {
        if (ctrl.signal.aborted) return;
        console.error('Failed to fetch candidates', err);
        setError(errorMessage(err, VOTING_MSG.fetchFailed));
      })
      .finally(() => {
        if (!ctrl.signal.aborted) setLoading(false);
      });
    return () => ctrl.abort();
  }, [page, search, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { data, loading, loaded, error, reload };
}
