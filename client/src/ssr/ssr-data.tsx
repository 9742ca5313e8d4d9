import { createContext, useContext } from 'react';

/**
 * The API answers a public page's first screen was rendered with on the server, keyed by the path
 * exactly as passed to apiFetch (without `/api`), e.g. '/candidates/fetch?page=1&limit=12'.
 * The client hydrates with the same answers (from the page's <script id="ssr-data">), so its first
 * render matches the HTML; after the first navigation the map is empty and pages load as before.
 */
export type SsrData = Readonly<Record<string, unknown>>;

const NONE: SsrData = Object.freeze({});
const SsrDataContext = createContext<SsrData>(NONE);

export const SsrDataProvider = SsrDataContext.Provider;
export const NO_SSR_DATA = NONE;

/** The server's answer for `apiPath` while the first page is hydrating; undefined otherwise (fetch it as usual). */
export function useSsrData<T>(apiPath: string | null): T | undefined {
  const data = useContext(SsrDataContext);
  if (apiPath === null || !Object.hasOwn(data, apiPath)) return undefined;
  return data[apiPath] as T;
}

/**
 * The server listens here for a route that failed while rendering: it then sends the plain shell
 * and lets the browser render the page itself, rather than hydrating an error screen it never saw.
 */
const RenderFailureContext = createContext<((error: unknown) => void) | null>(null);
export const RenderFailureProvider = RenderFailureContext.Provider;

export function useReportRenderFailure(): ((error: unknown) => void) | null {
  return useContext(RenderFailureContext);
}

/** Whether this render is the server's (serverApp listens for failures; the browser never does). */
export function useIsServerRender(): boolean {
  return useContext(RenderFailureContext) !== null;
}
