import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type Playwright } from '@playwright/test';
import { STACK, url } from './stack.mjs';

export const [A, B] = STACK.instances as unknown as [Instance, Instance];
export interface Instance {
  name: string;
  port: number;
  pinnedPort: number;
}

export interface Served {
  port: number;
  method: string;
  uri: string;
  status: number;
  upstream: string;
}

/** nginx's access log of the stack: which upstream answered each request (nginx/render.mjs). */
export function accessLog(): Served[] {
  const text = readFileSync(path.join(STACK.runDir, 'access.log'), 'utf8');
  return text
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [port, method, uri, status, upstream] = line.split(' ');
      return { port: Number(port), method: method!, uri: uri!, status: Number(status), upstream: upstream! };
    });
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Waits until nginx's log shows `method uri` on its `port` answered by `upstream` ("-" when nginx
 * answered itself), with `status` when given. nginx writes a line when a request ends.
 */
export async function expectServedBy(port: number, method: string, uri: string | RegExp, upstream: string | RegExp, status?: number) {
  const matches = (e: Served) => e.port === port && e.method === method && (typeof uri === 'string' ? e.uri === uri : uri.test(e.uri));
  const want = new RegExp(`^(${typeof upstream === 'string' ? escape(upstream) : upstream.source}) ${status ?? '\\d+'}$`);
  await expect
    .poll(
      () =>
        accessLog()
          .filter(matches)
          .map((e) => `${e.upstream} ${e.status}`),
      {
        message: `${method} ${uri} on nginx port ${port} answered by ${upstream}`,
      },
    )
    .toContainEqual(expect.stringMatching(want));
}

export const instanceAddr = (i: Instance) => `127.0.0.1:${i.port}`;
export const clientAddr = `127.0.0.1:${STACK.client}`;

/** An admin API session through one of nginx's ports, sending that origin like the site's own pages. */
export async function adminApi(playwright: Playwright, port: number): Promise<APIRequestContext> {
  const origin = url(port, '');
  const api = await playwright.request.newContext({ baseURL: origin, extraHTTPHeaders: { Origin: origin } });
  const res = await api.post('/api/admin/login', { data: STACK.admin });
  expect(res.status(), await res.text()).toBe(200);
  return api;
}
