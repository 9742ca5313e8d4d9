import { startTransition, useEffect, useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { AppToaster } from '@/app/app-toaster';
import { routes } from '@/app/routes';
import { NO_SSR_DATA, SsrDataProvider, type SsrData } from '@/ssr/ssr-data';

const router = createBrowserRouter(routes);

/**
 * The browser's app. `ssrData` is what the server rendered the first page with: it serves the
 * hydrating render, and is dropped at the first navigation so later pages load fresh data.
 */
export function App({ ssrData }: { ssrData: SsrData | null }) {
  const [data, setData] = useState<SsrData>(ssrData ?? NO_SSR_DATA);

  useEffect(() => {
    if (data === NO_SSR_DATA) return;
    const first = router.state.location.key;
    // In a transition like the router's own update, so the old page never renders once without its data.
    return router.subscribe((state) => {
      if (state.location.key !== first) startTransition(() => setData(NO_SSR_DATA));
    });
  }, [data]);

  return (
    <SsrDataProvider value={data}>
      <RouterProvider router={router} />
      <AppToaster />
    </SsrDataProvider>
  );
}
