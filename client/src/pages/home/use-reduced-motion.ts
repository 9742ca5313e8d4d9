import { useEffect, useState } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

const current = () => typeof window !== 'undefined' && Boolean(window.matchMedia?.(QUERY).matches);

/** True while the visitor asks for less motion; follows changes to the OS setting. */
export function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(current);

  useEffect(() => {
    const mql = window.matchMedia?.(QUERY);
    if (!mql) return;
    const onChange = () => setReduced(mql.matches);
    mql.addEventListener?.('change', onChange);
    return () => mql.removeEventListener?.('change', onChange);
  }, []);

  return reduced;
}
