import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { PageSpinner } from '@/components/spinner';
import { BackToTop } from '@/app/back-to-top';
import { Footer } from '@/app/footer';
import { Navbar } from '@/app/navbar';

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
      <BackToTop />
    </div>
  );
}
