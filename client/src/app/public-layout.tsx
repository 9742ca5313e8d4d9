import { lazy, Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { PageSpinner } from '@/components/spinner';
import { Footer } from '@/app/footer';
import { Navbar } from '@/app/navbar';

const BackToTop = lazy(() => import('@/app/back-to-top').then((m) => ({ default: m.BackToTop })));

/** SPEC §2's button appears only after scrolling, so its code waits for the first scroll instead of weighing on the first load. */
function BackToTopOnceScrolled() {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    if (scrolled) return;
    const onScroll = () => setScrolled(true);
    window.addEventListener('scroll', onScroll, { passive: true, once: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [scrolled]);
  if (!scrolled) return null;
  return (
    <Suspense fallback={null}>
      <BackToTop />
    </Suspense>
  );
}

/**
 * Marks <html data-page-ready> once the page in the boundary beside it is live (hydrated or rendered):
 * a server-rendered page is on screen before its buttons work, and browser tests wait for this.
 */
function PageReady() {
  const { key } = useLocation();
  useEffect(() => {
    document.documentElement.dataset.pageReady = key;
  }, [key]);
  return null;
}

export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-md bg-gold px-4 py-2 font-semibold text-plum focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        Skip to content
      </a>
      <Navbar />
      {/* At least a screen under the 4rem top bar: the footer starts below the fold, so a page chunk or its data arriving late cannot push it (issue #14, CLS). */}
      <main id="main" tabIndex={-1} className="min-h-[calc(100svh-4rem)] flex-1 outline-none">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
          <PageReady />
        </Suspense>
      </main>
      <Footer />
      <BackToTopOnceScrolled />
    </div>
  );
}
