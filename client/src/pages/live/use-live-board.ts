import { useCallback, useEffect, useRef, useState } from 'react';
import { MAX_PAGE_SIZE } from '@pageant/common';
import { fetchPublicCandidates } from '@/api/candidates';
import type { EventStatus } from '@/api/event';
import type { LiveCandidate, LiveVoteUpdate } from '@/api/live-votes';
import { useEventStatus } from '@/stores/event-status';
import { applyAnswer, applyLiveUpdate, EMPTY_BOARD, type Board } from './live-board';

/** A full re-read heals any broadcast missed without a disconnect (a stalled proxy, a sleeping screen). */
export const FULL_REREAD_MS = 60_000;
/** Until the first answer arrives, the stage asks again this often. */
const FIRST_RETRY_MS = 10_000;
/** A list longer than this is not a pageant: stop paging rather than hold it all. */
const MAX_PAGES = 50;

async function fetchEveryone(signal: AbortSignal): Promise<LiveCandidate[]> {
  const all: LiveCandidate[] = [];
  for (let page = 1; page <= MAX_PAGES; page++) {
    const res = await fetchPublicCandidates({ page, limit: MAX_PAGE_SIZE }, signal);
    all.push(...(res.candidates as LiveCandidate[]));
    if (res.candidates.length === 0 || page >= res.totalPages) break;
  }
  return all;
}

export type LiveStatus = 'loading' | 'ready' | 'error';

/**
 * The stage display's data (issue #15): every contestant's public count, kept live by `vote:update`
 * (newest seq wins) and `event:status`, re-read in full on each reconnect, when counts are hidden or
 * revealed, and every minute. Runs for hours: one socket, listeners removed on leave, no growing state.
 */
export function useLiveBoard() {
  const [board, setBoard] = useState<Board>(EMPTY_BOARD);
  const [status, setStatus] = useState<LiveStatus>('loading');
  const [connected, setConnected] = useState(false);
  const current = useRef<AbortController | null>(null);
  const countsHidden = useEventStatus((s) => s.countsHidden);

  const reread = useCallback(async () => {
    current.current?.abort();
    const ctrl = new AbortController();
    current.current = ctrl;
    try {
      const everyone = await fetchEveryone(ctrl.signal);
      if (ctrl.signal.aborted) return;
      setBoard((b) => applyAnswer(b, everyone));
      setStatus('ready');
    } catch (err) {
      if (ctrl.signal.aborted) return;
      console.error('Failed to read the live board', err);
      setStatus((s) => (s === 'ready' ? s : 'error'));
    }
  }, []);

  useEffect(() => {
    void reread();
    const every = setInterval(() => void reread(), FULL_REREAD_MS);
    return () => {
      clearInterval(every);
      current.current?.abort();
    };
  }, [reread]);

  useEffect(() => {
    if (status !== 'error') return;
    const retry = setTimeout(() => void reread(), FIRST_RETRY_MS);
    return () => clearTimeout(retry);
  }, [status, reread]);

  // Hidden or revealed: every count changes visibility at once.
  const seenHidden = useRef(countsHidden);
  useEffect(() => {
    if (seenHidden.current === countsHidden) return;
    seenHidden.current = countsHidden;
    void reread();
  }, [countsHidden, reread]);

  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    import('@/api/socket')
      .then(({ getPublicSocket }) => {
        if (cancelled) return;
        // The public's view even on a signed-in laptop: hidden counts stay hidden on the stage.
        const socket = getPublicSocket();
        const store = useEventStatus.getState();
        const onVote = (u: LiveVoteUpdate) => setBoard((b) => applyLiveUpdate(b, u));
        // The stage opens its channel at once (nobody touches it), so it follows the switch itself.
        const onStatus = (s: EventStatus) => store.setStatus(s);
        // Batches: one frame per broadcast window (README, "Live votes in batches").
        const onVotes = (list: LiveVoteUpdate[]) => {
          if (Array.isArray(list)) list.forEach(onVote);
        };
        socket.on('vote:update', onVote);
        socket.on('vote:updates', onVotes);
        socket.on('event:status', onStatus);
        const onConnect = () => setConnected(true);
        const onDisconnect = () => setConnected(false);
        const onReconnect = () => {
          void reread();
          void store.fetchStatus();
        };
        socket.on('connect', onConnect);
        socket.on('disconnect', onDisconnect);
        socket.io.on('reconnect', onReconnect);
        setConnected(socket.connected);
        stop = () => {
          socket.off('vote:update', onVote);
          socket.off('vote:updates', onVotes);
          socket.off('event:status', onStatus);
          socket.off('connect', onConnect);
          socket.off('disconnect', onDisconnect);
          socket.io.off('reconnect', onReconnect);
        };
      })
      .catch((err: unknown) => console.error('Failed to connect the live board', err));
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [reread]);

  return { board, status, connected };
}
