import { useSyncExternalStore } from 'react';

/** True while the viewport is narrower than `px`; follows resizes and rotations. */
export function useBelowWidth(px: number): boolean {
  const query = `(max-width: ${px - 0.02}px)`;
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener?.('change', onChange);
      return () => list?.removeEventListener?.('change', onChange);
    },
    () => window.matchMedia?.(query).matches ?? false,
    () => false,
  );
}
