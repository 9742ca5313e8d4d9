import { useCallback, useEffect, useRef, useState } from 'react';
import toast from 'react-hot-toast';
import { MSG } from '@pageant/common';
import type { CandidateDto, VoteUpdate } from '@pageant/common/content/voting';
import { fetchCandidate } from '@/api/candidates';
import { ApiError } from '@/api/http';

export type ContestantState =
  | { status: 'loading'; candidate: null }
  | { status: 'ready'; candidate: CandidateDto }
  | { status: 'not-found' | 'error'; candidate: null };

/** 404 (and a malformed id the server refuses with 400) mean there is no such contestant. */
const isMissing = (err: unknown) => err instanceof ApiError && (err.status === 404 || err.status === 400);

/** One contestant for /contestants/vote/:id; other failures toast SPEC §8's message. */
export function useContestant(id: string) {
  const [state, setState] = useState<ContestantState>({ status: 'loading', candidate: null });
  const current = useRef<AbortController | null>(null);

  const load = useCallback(
    (quiet = false) => {
      current.current?.abort();
      const ctrl = new AbortController();
      current.current = ctrl;
      if (!quiet) setState({ status: 'loading', candidate: null });
      fetchCandidate(id, ctrl.signal)
        .then((c) => {
          if (ctrl.signal.aborted) return;
          setState(c && c._id ? { status: 'ready', candidate: c } : { status: 'not-found', candidate: null });
        })
        .catch((err: unknown) => {
          if (ctrl.signal.aborted) return;
          if (isMissing(err)) {
            setState({ status: 'not-found', candidate: null });
            return;
          }
          console.error('Failed to load contestant', err);
          if (quiet) return;
          toast.error(MSG.contestantLoadFailed);
          setState({ status: 'error', candidate: null });
        });
    },
    [id],
  );

  useEffect(() => {
    load();
    return () => current.current?.abort();
  }, [load]);

  const applyUpdate = useCallback(
    (u: VoteUpdate) =>
      setState((s) =>
        s.status === 'ready' && s.candidate._id === u.candidateId
          ? { status: 'ready', candidate: { ...s.candidate, voteCount: u.voteCount } }
          : s,
      ),
    [],
  );

  return { ...state, reload: load, applyUpdate };
}
