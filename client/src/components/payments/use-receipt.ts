import { useEffect, useState } from 'react';
import { ApiError, errorMessage } from '@/api/http';
import { EVENT_STATUS_PATH } from '@/ssr/route-plan';
import { useSsrData } from '@/ssr/ssr-data';

export type ReceiptState<R> =
  | { kind: 'loading' }
  /** The server rendered the page without the receipt (it was told no): the browser asks once more for the reason. */
  | { kind: 'unconfirmed' }
  | { kind: 'ready'; receipt: R }
  | { kind: 'invalid' }
  | { kind: 'not-found'; message: string }
  | { kind: 'error'; message: string };

export interface ReceiptSource<R> {
  /** What the receipt is asked by (a transaction id, a registration token); null while there is none to ask with. */
  key: string | null;
  /** The API path its answer is stored under in the page's server data. */
  path: (key: string) => string;
  load: (key: string, signal: AbortSignal) => Promise<R>;
  /** Shown for a 404 without a sentence of its own. */
  notFound: string;
  loadFailed: string;
  /** A 400 means the key itself is bad (a mistyped link) rather than a failure to try again. */
  invalidOn400?: boolean;
  /** Runs once the receipt is there, from the page or from the API; a module function, not a new one each render. */
  onReady?: (key: string) => void;
}

/**
 * A receipt the server may have rendered the page with. With it, it is the first paint and is not asked
 * for again; without it after a full page load, the server could not show it, and the first paint
 * (server and hydration alike) already says so while the browser asks once more for the reason.
 */
export function useReceipt<R>({ key, path, load, notFound, loadFailed, invalidOn400, onReady }: ReceiptSource<R>) {
  const served = useSsrData<R>(key ? path(key) : null);
  const rendered = useSsrData<unknown>(EVENT_STATUS_PATH) !== undefined;
  const [state, setState] = useState<ReceiptState<R>>(() =>
    served ? { kind: 'ready', receipt: served } : rendered && key ? { kind: 'unconfirmed' } : { kind: 'loading' },
  );
  const [servedKey] = useState(served ? key : null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!key) return;
    if (key === servedKey && attempt === 0) {
      onReady?.(key);
      return;
    }
    const ctrl = new AbortController();
    setState((s) => (s.kind === 'unconfirmed' ? s : { kind: 'loading' }));
    load(key, ctrl.signal)
      .then((receipt) => {
        onReady?.(key);
        setState({ kind: 'ready', receipt });
      })
      .catch((err: unknown) => {
        if (ctrl.signal.aborted) return;
        const status = err instanceof ApiError ? err.status : 0;
        if (status === 404) setState({ kind: 'not-found', message: errorMessage(err, notFound) });
        else if (status === 400 && invalidOn400) setState({ kind: 'invalid' });
        else setState({ kind: 'error', message: loadFailed });
      });
    return () => ctrl.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- asked again for a new key or a retry only; the rest is the caller's constants
  }, [key, servedKey, attempt]);

  return { state, retry: () => setAttempt((n) => n + 1) };
}
