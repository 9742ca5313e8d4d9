import { useEffect, useState } from 'react';

export type ApiData<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'error'; error: unknown };

/**
 * Loads one public list for the home page and cancels the request on unmount.
 * `load` must be stable (a module-level api function), or the request repeats on every render.
 */
export function useApiData<T>(load: (signal: AbortSignal) => Promise<T>, label: string): ApiData<T> {
  const [state, setState] = useState<ApiData<T>>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
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
  }, [load, label]);

  return state;
}
