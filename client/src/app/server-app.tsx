import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { AppToaster } from '@/app/app-toaster';
import { routes } from '@/app/routes';
import { RenderFailureProvider, SsrDataProvider, type SsrData } from '@/ssr/ssr-data';

const handler = createStaticHandler(routes);

/**
 * The same tree as App, for one request on the server: the static router at `url`, with the
 * first screen's API answers. Null when the router answers with a redirect or a Response instead.
 */
export async function serverApp(url: URL, data: SsrData, onFailure: (error: unknown) => void) {
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  return (
    <RenderFailureProvider value={onFailure}>
      <SsrDataProvider value={data}>
        {/* hydrate={false}: no loaders, so no hydration data, and no inline script for the CSP to refuse. */}
        <StaticRouterProvider router={router} context={context} hydrate={false} />
        <AppToaster />
      </SsrDataProvider>
    </RenderFailureProvider>
  );
}
