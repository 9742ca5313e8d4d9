import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

const query = () => (typeof window === 'undefined' ? undefined : window.matchMedia?.(QUERY));

function subscribe(onChange: () => void): () => void {
  const mql = query();
  mql?.addEventListener?.('change', onChange);
  return () => mql?.removeEventListener?.('change', onChange);
}

const current = () => Boolean(query()?.matches);
// The server cannot know; hydration renders "motion allowed" like the HTML, then React re-renders with the visitor's setting.
const onServer = () => false;

/** True while the visitor asks for less motion; follows changes to the OS setting. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, current, onServer);
}
