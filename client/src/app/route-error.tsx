import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { buttonClasses } from '@/components/button';
import { useReportRenderFailure } from '@/ssr/ssr-data';

/** Last-resort screen, e.g. when a page chunk fails to load after a deploy. */
export function RouteError() {
  const error = useRouteError();
  const reportToServer = useReportRenderFailure();
  if (reportToServer) reportToServer(error);
  else console.error(error);
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-ivory px-4 text-center">
      <h1 className="text-3xl font-bold text-plum sm:text-4xl">Something went wrong</h1>
      <p className="max-w-md text-muted">This page could not be shown{detail ? ` (${detail})` : ''}. Reloading usually fixes it.</p>
      <div className="flex flex-wrap justify-center gap-3">
        <button type="button" className={buttonClasses('plum')} onClick={() => window.location.reload()}>
          Reload the page
        </button>
        <a href="/" className={buttonClasses('outline-dark')}>
          Go to the home page
        </a>
      </div>
    </main>
  );
}
