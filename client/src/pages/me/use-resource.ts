import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '@/api/http';

export type Resource<T> =
  | { status: 'loading'; data: null; retry: () => void }
  | { status: 'error'; data: null; retry: () => void }
  | { status: 'ready'; data: T; retry: () => void };

export const SIGN_IN_PATH = '/me/signin';

/**
 * One of the cockpit's reads: loading, then its data or an error with a retry. A 401 means her
 * session has ended (signed out in another tab, or expired): she is sent to sign in again.
 * A change of `key` or a `reload` re-reads quietly: what is shown stays until the answer arrives.
 * `initial`: the answer the server rendered the page with, which stands for the first read.
 */
export function useResource<T>(load: (signal: AbortSignal) => Promise<T>, key = '', initial?: T): Resource<T> {
  const navigate = useNavigate();
  const [state, setState] = useState<{ status: 'loading' | 'error' | 'ready'; data: T | null }>(() =>
    initial === undefined ? { status: 'loading', data: null } : { status: 'ready', data: initial },
  );
  const [attempt, setAttempt] = useState(0);
  const read = useEffectEvent(load);
  // The answer the page was rendered with on the server stands for the first read: not read twice.
  const givenFor = useRef(initial === undefined ? null : key);

  useEffect(() => {
    if (givenFor.current === key && attempt === 0) return;
    givenFor.current = null;
    const controller = new AbortController();
    setState((s) => (s.status === 'ready' ? s : { status: 'loading', data: null }));
    read(controller.signal).then(
      (data) => setState({ status: 'ready', data }),
      (err: unknown) => {
        if (controller.signal.aborted) return;
        if (err instanceof ApiError && err.status === 401) {
          navigate(SIGN_IN_PATH, { replace: true });
          return;
        }
        console.error('Cockpit read failed', err);
        setState((s) => (s.status === 'ready' ? s : { status: 'error', data: null }));
      },
    );
    return () => controller.abort();
  }, [attempt, key, navigate]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, retry } as Resource<T>;
}
