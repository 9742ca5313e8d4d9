import { useCallback, useEffect, useRef, useState } from 'react';
import type { VoteLedger } from '@pageant/common/content/voting';
import { fetchVoteLedger } from '@/api/candidates';
import { errorMessage } from '@/api/http';

export const LEDGER_PAGE_SIZE = 20;
export const LEDGER_FETCH_FAILED = 'Failed to fetch vote payments';

/** One page of confirmed vote payments with the totals; reload() keeps the current page. */
export function useVoteLedger() {
  const [page, setPage] = useState(1);
  const [ledger, setLedger] = useState<VoteLedger | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const ctrlRef = useRef<AbortController | null>(null);

  const load = useCallback(async (p: number) => {
    ctrlRef.current?.abort();
    const ctrl = new AbortController();
    ctrlRef.current = ctrl;
    setLoading(true);
    setError(null);
    try {
      const res = await fetchVoteLedger(p, LEDGER_PAGE_SIZE, ctrl.signal);
      if (!ctrl.signal.aborted) setLedger({ ...res, entries: Array.isArray(res?.entries) ? res.entries : [] });
    } catch (err) {
      if (ctrl.signal.aborted) return;
      console.error('Failed to fetch the vote ledger', err);
      setError(errorMessage(err, LEDGER_FETCH_FAILED));
    } finally {
      if (!ctrl.signal.aborted) setLoading(false);
    }
  }, []);

  useEffect(() => {
    void load(page);
  }, [load, page]);
  useEffect(() => () => ctrlRef.current?.abort(), []);

  // Stable, and always the page on screen: a reload scheduled before the admin paged must not
  // fetch (and show) the page that was left.
  const pageRef = useRef(page);
  pageRef.current = page;
  const reload = useCallback(() => void load(pageRef.current), [load]);
  return { ledger, loading, error, page, setPage, reload };
}
