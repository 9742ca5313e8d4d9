import { useCallback, useEffect, useState } from 'react';
import { errorMessage } from '@/api/http';

interface ResourceOptions<T> {
  /** The data before the first load, and again whenever the fetcher changes. */
  initial: T;
  /** Logged with the error when a load fails. */
  logMessage: string;
}

/**
 * Loads one admin resource on mount (aborted on unmount) and whenever `fetcher` changes, so it must be stable
 * (module level or useCallback). A quiet reload keeps the current data on screen instead of the spinner.
 */
export function useAdminResource<T>(
  fetcher: (signal?: AbortSignal) => Promise<T>,
  fallbackMessage: string,
  { initial, logMessage }: ResourceOptions<T>,
) {
  const [data, setData] = useState<T>(initial);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [current, setCurrent] = useState(() => fetcher);

  // A new fetcher (another type tab) drops the old data in the same render, so its list never flashes as empty.
  if (current !== fetcher) {
    setCurrent(() => fetcher);
    setData(initial);
    setLoading(true);
    setError(null);
  }

  const load = useCallback(
    async (signal?: AbortSignal, quiet = false) => {
      if (!quiet) setLoading(true);
      setError(null);
      try {
        const value = await fetcher(signal);
        if (signal?.aborted) return;
        setData(value);
      } catch (err) {
        if (signal?.aborted) return;
        console.error(logMessage, err);
        setError(errorMessage(err, fallbackMessage));
      } finally {
        if (!signal?.aborted) setLoading(false);
      }
    },
    [fetcher, fallbackMessage, logMessage],
  );

  useEffect(() => {
    const ctrl = new AbortController();
    void load(ctrl.signal);
    return () => ctrl.abort();
  }, [load]);

  const reload = useCallback((options?: { quiet?: boolean }) => load(undefined, options?.quiet), [load]);

  return { data, setData, loading, error, reload };
}
