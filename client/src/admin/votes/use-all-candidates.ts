import { useCallback, useEffect, useRef, useState } from 'react';
import { MAX_PAGE_SIZE } from '@pageant/common';
import { VOTING_MSG, type CandidateDto } from '@pageant/common/content/voting';
import type { LiveVoteUpdate } from '@/api/live-votes';
import { isFreshAnswer, isNewerUpdate } from '@/components/voting/rank';
import { fetchCandidates } from '@/api/candidates';
import { errorMessage } from '@/api/http';

/**
 * Every candidate, read in pages of MAX_PAGE_SIZE: the dashboard sorts, searches and pages on the
 * client (SPEC §2), so it holds the whole list. Live vote counts are applied in place.
 */
/** The admin always gets the count (issue #15: hidden counts are hidden from the public only), with its seq. */
export type AdminCandidate = CandidateDto & { seq?: number };

interface Shown {
  voteCount: number;
  seq?: number;
}

export async function fetchAllCandidates(signal?: AbortSignal): Promise<AdminCandidate[]> {
  const all: AdminCandidate[] = [];
  for (let page = 1; ; page++) {
    const res = await fetchCandidates({ page, limit: MAX_PAGE_SIZE }, signal);
    const batch = (Array.isArray(res?.candidates) ? res.candidates : []) as AdminCandidate[];
    all.push(...batch);
    if (batch.length === 0 || page >= (res.totalPages ?? 1)) break;
  }
  // A candidate can move between pages while we read; keep each once.
  return [...new Map(all.map((c) => [c._id, c])).values()];
}

/** With seqs, the newer; from an older server without them, the larger count (counts only grow). */
const isNewer = (shown: Shown, update: Shown) =>
  shown.seq !== undefined && update.seq !== undefined ? isNewerUpdate(shown.seq, update.seq) : update.voteCount > shown.voteCount;

/** An answer's row, unless a live update newer than the answer has been seen for her. */
function newest(c: AdminCandidate, seen: Shown | undefined): AdminCandidate {
  if (!seen) return c;
  const answerIsCurrent = seen.seq !== undefined && c.seq !== undefined ? isFreshAnswer(seen.seq, c.seq) : c.voteCount >= seen.voteCount;
  return answerIsCurrent ? c : { ...c, voteCount: seen.voteCount, seq: seen.seq };
}

export function useAllCandidates() {
  const [candidates, setCandidates] = useState<AdminCandidate[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const ctrlRef = useRef<AbortController | null>(null);
  // The newest count seen live per candidate: a refresh read before a live update arrived must not undo it.
  // Bounded by the number of candidates.
  const live = useRef(new Map<string, Shown>());

  const load = useCallback(async () => {
    ctrlRef.current?.abort();
    const ctrl = new AbortController();
    ctrlRef.current = ctrl;
    setLoading(true);
    setError(null);
    try {
      const list = await fetchAllCandidates(ctrl.signal);
      if (!ctrl.signal.aborted) setCandidates(list.map((c) => newest(c, live.current.get(c._id))));
    } catch (err) {
      if (ctrl.signal.aborted) return;
      console.error('Failed to fetch candidates', err);
      setError(errorMessage(err, VOTING_MSG.fetchFailed));
    } finally {
      if (!ctrl.signal.aborted) setLoading(false);
    }
  }, []);

  useEffect(() => {
    void load();
    return () => ctrlRef.current?.abort();
  }, [load]);

  /** A `vote:update` raises the count in place (a late, older one changes nothing); unknown candidates wait for the next refresh. */
  const applyUpdate = useCallback((u: LiveVoteUpdate) => {
    if (u.voteCount === null) return;
    const seen = live.current.get(u.candidateId);
    const update: Shown = { voteCount: u.voteCount, seq: u.seq };
    if (!seen || isNewer(seen, update)) live.current.set(u.candidateId, update);
    setCandidates((list) => {
      const shown = list.find((c) => c._id === u.candidateId);
      if (!shown || !isNewer(shown, update)) return list;
      return list.map((c) => (c === shown ? { ...c, ...update, seq: update.seq ?? c.seq } : c));
    });
  }, []);

  return { candidates, loading, error, reload: load, applyUpdate };
}
