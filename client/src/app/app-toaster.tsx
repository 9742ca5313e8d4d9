import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { onFirstToast } from '@/lib/notify';

const ToasterView = lazy(() => import('./toaster-view'));

const INTERACTIONS = ['pointerdown', 'keydown', 'touchstart'] as const;

/**
 * Where toasts appear. The Toaster, with react-hot-toast and its styling engine (whose first style
 * sheet makes the browser restyle the whole page), comes when it is needed rather than with the
 * page (issue #14): as soon as `notify` raises the first toast (some pages raise one as they open:
 * payment failed, a contestant that did not load), or at the first tap or key, so that a toast
 * raised by that tap finds it ready. Nothing renders on the server.
 */
export function AppToaster() {
  const [wanted, setWanted] = useState(false);
  const want = useCallback(() => setWanted(true), []);

  useEffect(() => {
    const stop = onFirstToast(want);
    for (const type of INTERACTIONS) window.addEventListener(type, want, { once: true, passive: true, capture: true });
    return () => {
      stop();
      for (const type of INTERACTIONS) window.removeEventListener(type, want, { capture: true });
    };
  }, [want]);

  return <Suspense fallback={null}>{wanted && <ToasterView />}</Suspense>;
}
