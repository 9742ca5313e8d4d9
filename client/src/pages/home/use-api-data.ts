import { useEffect, useRef, useState } from 'react';
import { apiFetch } from '@/api/http';
import { useSsrData } from '@/ssr/ssr-data';

export type ApiData<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; error: unknown };

/**
 * One public read of the home page, keyed by its API path (see first-screen.ts). After a full page
 * load the server's answer is the first state, so hydration matches the HTML and nothing is fetched
 * again; otherwise it is fetched, and the request is cancelled on unmount.
 */
export function useApiData<T>(path: string, label: string): ApiData<T> {
  const initial = useSsrData<T>(path);
  const [state, setState] = useState<ApiData<T>>(initial !== undefined ? { status: 'ready', data: initial } : { status: 'loading' });
  // The server's answer stands for this path for the component's life (StrictMode's second effect run included).
  const servedPath = useRef(initial !== undefined ? path : null);

  useEffect(() => {
    if (servedPath.current === path) return;
    const controller = new AbortController();
    apiFetch<T>(path, { signal: controller.signal }).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'ready', data });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(`Failed to load ${label}`, error);
        setState({ status: 'error', error });
      },
    );
    return () => controller.abort();
  }, [path, label]);

  return state;
}
