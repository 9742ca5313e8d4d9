import { useEffect, useState } from 'react';

const RENDERED_AT = 'data-rendered-at';

/**
 * The instant a date-based sentence is computed at. The server writes its own instant on the element
 * `id` (renderedAt's attribute); the browser hydrates with that same instant, so the HTML and the
 * first browser render agree even across a day boundary, then follows its own clock each minute. A
 * page reached by navigation has no such element and starts from the browser's clock.
 */
export function useRenderNow(id: string): number {
  const [now, setNow] = useState(() => {
    const written = typeof document === 'undefined' ? NaN : Number(document.getElementById(id)?.getAttribute(RENDERED_AT));
    return Number.isFinite(written) && written > 0 ? written : Date.now();
  });
  useEffect(() => {
    setNow(Date.now());
    const tick = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(tick);
  }, []);
  return now;
}

/** The attribute that carries `now` from the server's HTML to the hydrating browser (see useRenderNow). */
export const renderedAt = (now: number) => ({ [RENDERED_AT]: String(now) });
