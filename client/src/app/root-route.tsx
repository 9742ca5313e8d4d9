import { Suspense, useEffect } from 'react';
import { Outlet, useMatches } from 'react-router-dom';
import { PageSpinner } from '@/components/spinner';
import { ScrollToTop } from '@/app/scroll-to-top';
import { SITE } from '@/lib/site-info';
import { useDevtoolsBlock } from '@/app/use-devtools-block';
import { useEventStatusSync } from '@/app/use-event-status-sync';

export interface RouteHandle {
  title?: string;
}

function DocumentTitle() {
  const matches = useMatches();
  const title = [...matches]
    .reverse()
    .map((m) => (m.handle as RouteHandle | undefined)?.title)
    .find(Boolean);
  useEffect(() => {
    document.title = title ? `${title} · ${SITE.name}` : SITE.name;
  }, [title]);
  return null;
}

/** Wraps every route, public and admin: the product-wide behaviours of SPEC §1 and the event switch. */
export function RootRoute() {
  useDevtoolsBlock();
  useEventStatusSync();
  return (
    <>
      <ScrollToTop />
      <DocumentTitle />
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    </>
  );
}
