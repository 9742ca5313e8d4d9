import { useCallback, useEffect, useRef, useState } from 'react';
import { PAGE_SIZE } from '@pageant/common';
import type { CandidatePage } from '@pageant/common/content/voting';
import type { LiveCandidate, LiveVoteUpdate } from '@/api/live-votes';
import { fetchCandidates } from '@/api/candidates';
import { byVotes, rerankLeaders } from '@/components/voting/rank';
import { isFreshAnswer } from '@/components/voting/rank';
import { useSsrData } from '@/ssr/ssr-data';
import { FIRST_PAGE_PATH } from './first-screen';

/** A re-read's leaders, except where the podium already shows a newer live count than the answer (issue #15). */
function freshest(answered: LiveCandidate[], shown: LiveCandidate[] | null): LiveCandidate[] {
  return answered.map((c) => {
    const mine = shown?.find((s) => s._id === c._id);
    return mine && !isFreshAnswer(mine.seq, c.seq) ? { ...c, voteCount: mine.voteCount, seq: mine.seq } : c;
  });
}

/**
 * The podium's source: the unfiltered first page (the top ten by votes), independent of the
 * search, kept in order by live updates. null until the first answer; on a full page load that
 * answer came with the HTML, so the podium is there from the first paint.
 */
export function useLeaders() {
  const initial = useSsrData<CandidatePage>(FIRST_PAGE_PATH);
  const [leaders, setLeaders] = useState<LiveCandidate[] | null>(() =>
    initial ? [...(initial.candidates as LiveCandidate[])].sort(byVotes) : null,
  );
  const current = useRef<AbortController | null>(null);
  // Fixed at mount: the answer the HTML brought is not fetched again (nor by StrictMode's second effect pass).
  const served = useRef(initial !== undefined);

  const reload = useCallback(() => {
    current.current?.abort();
    const ctrl = new AbortController();
    current.current = ctrl;
    fetchCandidates({ page: 1, limit: PAGE_SIZE }, ctrl.signal)
      .then((res) => {
        if (!ctrl.signal.aborted) setLeaders((shown) => freshest(res.candidates as LiveCandidate[], shown).sort(byVotes));
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

  const applyUpdate = useCallback((update: LiveVoteUpdate, known?: LiveCandidate) => {
    setLeaders((l) => (l ? rerankLeaders(l, update, known) : l));
  }, []);

  return { leaders, reload, applyUpdate };
}
