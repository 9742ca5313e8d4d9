import { useCallback, useEffect, useRef, useState } from 'react';
import { PAGE_SIZE } from '@pageant/common';
import type { CandidateDto, CandidatePage, VoteUpdate } from '@pageant/common/content/voting';
import { fetchCandidates } from '@/api/candidates';
import { byVotes, rerankLeaders } from '@/components/voting/rank';
import { useSsrData } from '@/ssr/ssr-data';
import { FIRST_PAGE_PATH } from './first-screen';

/**
 * The podium's source: the unfiltered first page (the top ten by votes), independent of the
 * search, kept in order by live updates. null until the first answer; on a full page load that
 * answer came with the HTML, so the podium is there from the first paint.
 */
export function useLeaders() {
  const initial = useSsrData<CandidatePage>(FIRST_PAGE_PATH);
  const [leaders, setLeaders] = useState<CandidateDto[] | null>(() => (initial ? [...initial.candidates].sort(byVotes) : null));
  const current = useRef<AbortController | null>(null);
  // Fixed at mount: the answer the HTML brought is not fetched again (nor by StrictMode's second effect pass).
  const served = useRef(initial !== undefined);

  const reload = useCallback(() => {
    current.current?.abort();
    const ctrl = new AbortController();
    current.current = ctrl;
    fetchCandidates({ page: 1, limit: PAGE_SIZE }, ctrl.signal)
      .then((res) => {
        if (!ctrl.signal.aborted) setLeaders([...res.candidates].sort(byVotes));
      })
      .catch((err: unknown) => {
        if (ctrl.signal.aborted) return;
        console.error('Failed to fetch the leading candidates', err);
        setLeaders((l) => l ?? []);
      });
  }, []);

  useEffect(() => {
    if (!served.current) reload();
    return () => current.current?.abort();
  }, [reload]);

  const applyUpdate = useCallback((update: VoteUpdate, known?: CandidateDto) => {
    setLeaders((l) => (l ? rerankLeaders(l, update, known) : l));
  }, []);

  return { leaders, reload, applyUpdate };
}
