import { lazy, Suspense, useEffect, useState } from 'react';

/** SPEC §8: at most 20 toasts on screen; older ones are dismissed first. */
export const MAX_VISIBLE_TOASTS = 20;

const ToasterView = lazy(() => import('./toaster-view'));

const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart'] as const;

/**
 * Where toasts appear. react-hot-toast keeps raised toasts in its store until a Toaster shows them,
 * so the Toaster (and its styling engine, ~5 KB) can come after the first screen: at once on any
 * page a visitor lands on, since some raise a toast as they open (payment failed, a contestant that
 * did not load), but on the home page, which raises none by itself, only at the first tap or key,
 * keeping it out of the first load of `/` (issue #14). Nothing renders on the server.
 */
export function AppToaster() {
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    if (window.location.pathname !== '/') {
      setWanted(true);
      return;
    }
    const want = () => setWanted(true);
    for (const type of INTERACTIONS) window.addEventListener(type, want, { once: true, passive: true, capture: true });
    return () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, want, { capture: true });
    };
  }, []);

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  );
}
