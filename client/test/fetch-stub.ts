import { jest } from '@jest/globals';

export interface Reply {
  status?: number;
  body?: unknown;
}

export interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  /** JSON bodies parsed; FormData and anything else as sent. */
  body: unknown;
  init?: RequestInit;
  /** Date.now() when the request went out, for debounce and timing checks under fake timers. */
  at: number;
}

/** Answers one request; return undefined for an unexpected call (404). May return a promise to hold the reply. */
export type Route = (call: Call) => Reply | Promise<Reply> | undefined;

const notFound: Reply = { status: 404, body: { success: false, message: 'Not found' } };

/**
 * Replaces global.fetch with a small router over the request path; `calls` records every request in
 * order. jsdom has no Response, so replies are look-alikes with what the fetch client reads.
 */
export function mockFetch(route: Route): { calls: Call[]; fetchMock: jest.Mock<typeof fetch> } {
  const calls: Call[] = [];
  const fetchMock = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const call: Call = {
      method: (init?.method ?? 'GET').toUpperCase(),
      path: url.pathname,
      query: url.searchParams,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : init?.body,
      init,
      at: Date.now(),
    };
    calls.push(call);
    const { status = 200, body } = (await route(call)) ?? notFound;
    return { ok: status >= 200 && status < 300, status, json: async () => body ?? null } as Response;
  });
  globalThis.fetch = fetchMock;
  return { calls, fetchMock };
}
