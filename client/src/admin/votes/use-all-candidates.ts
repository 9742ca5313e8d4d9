import { useCallback, useEffect, useRef, useState } from 'react';
import { MAX_PAGE_SIZE } from '@pageant/common';
import { VOTING_MSG, type CandidateDto, type VoteUpdate } from '@pageant/common/content/voting';
import { fetchCandidates } from '@/api/candidates';
import { errorMessage } from '@/api/http';

/**
 * Every candidate, read in pages of MAX_PAGE_SIZE: the dashboard sorts, searches and pages on the
 * client (SPEC §2), so it holds the whole list. Live vote counts are applied in place.
 */
export async function fetchAllCandidates(signal?: AbortSignal): Promise<CandidateDto[]> {
  const all: CandidateDto[] = [];
  for (let page = 1; ; page++) {
    const res = await fetchCandidates({ page, limit: MAX_PAGE_SIZE }, signal);
    const batch = Array.isArray(res?.candidates) ? res.candidates : [];
    all.push(...batch);
    if (batch.length === 0 || page >= (res.totalPages ?? 1)) break;
  }
  // A candidate can move between pages while we read; keep each once.
  return [...new Map(all.map((c) => [c._id, c])).values()];
}

export function useAllCandidates() {
  const [candidates, setCandidates] = useState<CandidateDto[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const ctrlRef = useRef<AbortController | null>(null);
  // Counts only grow; a refresh that was read before a live update arrived must not undo it.
  const live = useRef(new Map<string, number>());

  const load = useCallback(async () => {
    ctrlRef.current?.abort();
    const ctrl = new AbortController();
    ctrlRef.current = ctrl;
    setLoading(true);
    setError(null);
    try {
      const list = await fetchAllCandidates(ctrl.signal);
      if (!ctrl.signal.aborted) setCandidates(list.map((c) => ({ ...c, voteCount: Math.max(c.voteCount, live.current.get(c._id) ?? 0) })));
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
  const applyUpdate = useCallback((u: VoteUpdate) => {
    live.current.set(u.candidateId, Math.max(u.voteCount, live.current.get(u.candidateId) ?? 0));
    setCandidates((list) => {
      if (!list.some((c) => c._id === u.candidateId && c.voteCount < u.voteCount)) return list;
      return list.map((c) => (c._id === u.candidateId ? { ...c, voteCount: u.voteCount } : c));
    });
  }, []);

  return { candidates, loading, error, reload: load, applyUpdate };
}
