/** The one fetch client: same-origin JSON, cookies included, errors carry the server's sentence. */

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Unauthorized = () => void;
let onUnauthorized: Unauthorized | null = null;

/** The admin shell registers this so any 401 sends the user back to the login page. */
export function setUnauthorizedHandler(fn: Unauthorized | null): void {
  onUnauthorized = fn;
}

type SecondFactorRequired = () => void;
let onSecondFactorRequired: SecondFactorRequired | null = null;

/** Issue #34: the admin shell registers this so a 403 SECOND_FACTOR_REQUIRED leads her to set one up. */
export function setSecondFactorRequiredHandler(fn: SecondFactorRequired | null): void {
  onSecondFactorRequired = fn;
}

export interface RequestOptions {
  method?: string;
  body?: unknown;
  signal?: AbortSignal;
  /** Skip the global 401 handler (the auth check itself handles it). */
  quiet401?: boolean;
}

export async function apiFetch<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  const isForm = typeof FormData !== 'undefined' && opts.body instanceof FormData;
  const res = await fetch(`/api${path}`, {
    method: opts.method ?? (opts.body === undefined ? 'GET' : 'POST'),
    credentials: 'include',
    signal: opts.signal,
    headers:
      opts.body === undefined || isForm
        ? { Accept: 'application/json' }
        : { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: opts.body === undefined ? undefined : isForm ? (opts.body as FormData) : JSON.stringify(opts.body),
  });
  const data = (await res.json().catch(() => null)) as (T & { message?: string; error?: string; code?: string }) | null;
  if (!res.ok) {
    if (res.status === 401 && !opts.quiet401) onUnauthorized?.();
    if (res.status === 403 && data?.code === 'SECOND_FACTOR_REQUIRED') onSecondFactorRequired?.();
    // No sentence from the server: leave it empty so each screen shows its own SPEC §8 fallback.
    throw new ApiError(res.status, data?.message ?? data?.error ?? '', data?.code);
  }
  return data as T;
}

/** The server's sentence when there is one, else the screen's fallback (SPEC §8). */
export function errorMessage(err: unknown, fallback: string): string {
  return err instanceof ApiError && err.message ? err.message : fallback;
}
