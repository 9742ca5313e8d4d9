import { useCallback, useMemo, useRef, useState } from 'react';

/** 'starting' covers the moment between pressing play and the player's first report. */
export type PlayerState = 'starting' | 'playing' | 'paused' | 'ended';
export type ReportedState = Exclude<PlayerState, 'starting'>;

const isActive = (s: PlayerState | undefined) => s === 'starting' || s === 'playing';

export interface VideoPlayers {
  isOpen: (id: string) => boolean;
  open: (id: string) => void;
  close: (id: string) => void;
  /** A mounted player's own report; a transition into playing pauses every other player. */
  report: (id: string, state: ReportedState) => void;
  /** How to pause a mounted player; a player without one is closed instead when another starts. */
  setPauser: (id: string, pause: (() => void) | null) => void;
  /** True while any open player is playing or about to. */
  playing: boolean;
}

/**
 * The state of every opened video on the page. A player stays mounted after it pauses or ends so
 * its later reports (the visitor resuming it inside the frame) are still heard.
 */
export function useVideoPlayers(): VideoPlayers {
  const [states, setStates] = useState<ReadonlyMap<string, PlayerState>>(() => new Map());
  // Reports arrive from message listeners between renders; the ref keeps them in order.
  const statesRef = useRef(states);
  const pausers = useRef(new Map<string, () => void>());

  const set = useCallback((id: string, state: PlayerState | null) => {
    const before = statesRef.current.get(id);
    if (before === state) return;
    if (state && isActive(state) && !isActive(before)) {
      for (const [other, s] of statesRef.current) {
        if (other === id || !isActive(s)) continue;
        const pause = pausers.current.get(other);
        if (pause) pause();
        else set(other, null);
      }
    }
    // Read again: closing an unpausable player above has already replaced the map.
    const next = new Map(statesRef.current);
    if (state) next.set(id, state);
    else next.delete(id);
    statesRef.current = next;
    setStates(next);
  }, []);

  const report = useCallback(
    (id: string, state: ReportedState) => {
      if (statesRef.current.has(id)) set(id, state);
    },
    [set],
  );

  const setPauser = useCallback((id: string, pause: (() => void) | null) => {
    if (pause) pausers.current.set(id, pause);
    else pausers.current.delete(id);
  }, []);

  const open = useCallback((id: string) => set(id, 'starting'), [set]);
  const close = useCallback((id: string) => set(id, null), [set]);
  const isOpen = useCallback((id: string) => states.has(id), [states]);
  const playing = useMemo(() => [...states.values()].some(isActive), [states]);

  return { isOpen, open, close, report, setPauser, playing };
}
