import { useCallback, useEffect, useRef, useState } from 'react';
import { PAGE_SIZE } from '@pageant/common';
import type { CandidateDto, VoteUpdate } from '@pageant/common/content/voting';
import { fetchCandidates } from '@/api/candidates';
import { byVotes, rerankLeaders } from '@/components/voting/rank';

/**
 * The podium's source: the unfiltered first page (the top ten by votes), independent of the
 * search, kept in order by live updates. null until the first answer.
 */
export function useLeaders() {
  const [leaders, setLeaders] = useState<CandidateDto[] | null>(null);
  const current = useRef<AbortController | null>(null);

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
    reload();
    return () => current.current?.abort();
  }, [reload]);

  const applyUpdate = useCallback((update: VoteUpdate, known?: CandidateDto) => {
    setLeaders((l) => (l ? rerankLeaders(l, update, known) : l));
  }, []);

  return { leaders, reload, applyUpdate };
}
