import { useLayoutEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * SPEC §1: every route change starts at the top of the page. The first render is not a change: the
 * browser has already placed the page (a /charitablealliance#donate link at its form, a reload where
 * the visitor was), and scrolling to the top then made the page jump up and back down.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useLayoutEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
