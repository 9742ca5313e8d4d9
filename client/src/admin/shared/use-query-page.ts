import { useCallback, useEffect, useState } from 'react';
import { errorMessage } from '@/api/http';

interface QueryPageOptions<T> {
  /** Shown before the first answer. */
  empty: T;
  /** Logged with the error when a load fails. */
  logMessage: string;
  /** Shown when the server gives no sentence (SPEC §8 fallbacks). */
  fallbackMessage: string;
}

/**
 * One page of an admin list for the current query. `load` must change exactly when the query does
 * (useCallback on page, search, filters): each change aborts the previous request and fetches again,
 * keeping the last page on screen meanwhile. `loaded` turns true with the first answer.
 */
export function useQueryPage<T>(load: (signal: AbortSignal) => Promise<T>, { empty, logMessage, fallbackMessage }: QueryPageOptions<T>) {
  const [data, setData] = useState<T>(empty);
  const [loading, setLoading] = useState(true);
  const [loaded, setLoaded] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    const ctrl = new AbortController();
    setLoading(true);
    setError(null);
    load(ctrl.signal)
      .then((res) => {
        if (ctrl.signal.aborted) return;
        setData(res);
        setLoaded(true);
      })
      .catch((err: unknown) => {
        if (ctrl.signal.aborted) return;
        console.error(logMessage, err);
        setError(errorMessage(err, fallbackMessage));
      })
      .finally(() => {
        if (!ctrl.signal.aborted) setLoading(false);
      });
    return () => ctrl.abort();
    // `version` is the reload trigger. The messages are the caller's constant strings, so listing
    // them never refetches.
  }, [load, version, logMessage, fallbackMessage]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { data, loading, loaded, error, reload };
}
