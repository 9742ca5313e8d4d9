import { lazy, Suspense, useCallback, useEffect, useState } from 'react';

/** SPEC §8: at most 20 toasts on screen; older ones are dismissed first. */
export const MAX_VISIBLE_TOASTS = 20;

const ToasterView = lazy(() => import('./toaster-view'));
const ToastWatcher = lazy(() => import('./toast-watcher'));

const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart'] as const;

/**
 * Where toasts appear. react-hot-toast keeps raised toasts in its store until a Toaster shows them,
 * so the Toaster (and its styling engine, ~5 KB, whose first style sheet makes the browser restyle
 * the whole page) comes when it is needed rather than with the page (issue #14): at the first tap or
 * key, or as soon as a toast is raised (some pages raise one as they open: payment failed, a
 * contestant that did not load). On the home page, which raises none by itself, even the watcher
 * waits for the first tap, keeping react-hot-toast out of the first load of `/`. Nothing renders on
 * the server.
 */
export function AppToaster() {
  const [wanted, setWanted] = useState(false);
  const [watching, setWatching] = useState(false);
  const want = useCallback(() => setWanted(true), []);

  useEffect(() => {
    if (window.location.pathname !== '/') setWatching(true);
    for (const type of INTERACTIONS) window.addEventListener(type, want, { once: true, passive: true, capture: true });
    return () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, want, { capture: true });
    };
  }, [want]);

  return (
    <Suspense fallback={null}>
      {watching && <ToastWatcher onToast={want} />}
      {wanted && <ToasterView />}
    </Suspense>
  );
}
