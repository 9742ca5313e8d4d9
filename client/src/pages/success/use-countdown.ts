import { useEffect, useState } from 'react';

/**
 * Counts whole seconds down from `seconds` while `running`, then calls `onDone` once.
 * Stopping (running=false) freezes it; the caller decides what staying means.
 */
export function useCountdown(seconds: number, running: boolean, onDone: () => void): number {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    if (!running) return;
    if (left <= 0) {
      onDone();
      return;
    }
    const t = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(t);
  }, [left, running, onDone]);
  return left;
}
