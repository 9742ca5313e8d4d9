import { useCallback, useEffect, useRef, useState } from 'react';
import { notify } from '@/lib/notify';
import { MSG } from '@pageant/common';
import type { LiveCandidate, LiveVoteUpdate } from '@/api/live-votes';
import { isFreshAnswer, isNewerUpdate } from '@/components/voting/rank';
import { candidatePath, fetchCandidate } from '@/api/candidates';
import { ApiError } from '@/api/http';
import { useSsrData } from '@/ssr/ssr-data';

export type ContestantState =
  | { status: 'loading'; candidate: null }
  | { status: 'ready'; candidate: LiveCandidate }
  | { status: 'not-found' | 'error'; candidate: null };

/** 404 (and a malformed id the server refuses with 400) mean there is no such contestant. */
const isMissing = (err: unknown) => err instanceof ApiError && (err.status === 404 || err.status === 400);

const answered = (c: LiveCandidate | null): ContestantState =>
  c && c._id ? { status: 'ready', candidate: c } : { status: 'not-found', candidate: null };

/**
 * One contestant for /contestants/vote/:id; other failures toast SPEC §8's message. On a full page
 * load her answer came with the HTML (null when the server found nobody) and is not fetched again.
 */
export function useContestant(id: string) {
  const initial = useSsrData<LiveCandidate | null>(candidatePath(id));
  const [state, setState] = useState<ContestantState>(() =>
    initial !== undefined ? answered(initial) : { status: 'loading', candidate: null },
  );
  const current = useRef<AbortController | null>(null);
  // The contestant the state holds or is fetching: the effect fetches only for another one.
  const shown = useRef<string | null>(initial !== undefined ? id : null);

  const load = useCallback(
    (quiet = false) => {
      current.current?.abort();
      const ctrl = new AbortController();
      current.current = ctrl;
      shown.current = id;
      if (!quiet) setState({ status: 'loading', candidate: null });
      fetchCandidate(id, ctrl.signal)
        .then((c) => {
          if (ctrl.signal.aborted) return;
          // A quiet re-read never replaces a newer live count with the older one it carried (issue #15).
          setState((s) => (s.status === 'ready' && c?._id === s.candidate._id && !isFreshAnswer(s.candidate.seq, c.seq) ? s : answered(c)));
        })
        .catch((err: unknown) => {
          if (ctrl.signal.aborted) return;
          if (isMissing(err)) {
            setState({ status: 'not-found', candidate: null });
            return;
          }
          console.error('Failed to load contestant', err);
          if (quiet) return;
          notify.error(MSG.contestantLoadFailed);
          setState({ status: 'error', candidate: null });
        });
    },
    [id],
  );

  useEffect(() => {
    if (shown.current !== id) load();
    return () => {
      current.current?.abort();
      // An aborted answer is never shown: the next run (StrictMode's second pass) must ask again.
      if (current.current) shown.current = null;
    };
  }, [id, load]);

  const applyUpdate = useCallback(
    (u: LiveVoteUpdate) =>
      setState((s) =>
        s.status === 'ready' && s.candidate._id === u.candidateId && isNewerUpdate(s.candidate.seq, u.seq)
          ? { status: 'ready', candidate: { ...s.candidate, voteCount: u.voteCount, seq: u.seq ?? s.candidate.seq } }
          : s,
      ),
    [],
  );

  return { ...state, reload: load, applyUpdate };
}
