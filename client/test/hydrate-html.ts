import { jest } from '@jest/globals';
import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';

let root: Root | null = null;
let container: HTMLElement | null = null;

/**
 * Puts the server's `html` in the document and hydrates it with `element`, as the browser does; returns
 * the mismatches React reports. Attribute differences are only logged (in development), not reported as
 * recoverable errors, so logged hydration warnings count too, except those `notOurs` matches.
 */
export async function hydrateHtml(html: string, element: ReactElement, notOurs?: RegExp): Promise<unknown[]> {
  container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const mismatches: unknown[] = [];
  const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
  await act(async () => {
    root = hydrateRoot(container!, element, { onRecoverableError: (err) => mismatches.push(err) });
  });
  for (const args of logged.mock.calls) {
    const text = args.map(String).join(' ');
    if (/hydrat/i.test(text) && !notOurs?.test(text)) mismatches.push(text);
  }
  logged.mockRestore();
  return mismatches;
}

/** Unmounts and removes what hydrateHtml put in the document; for afterEach. */
export function removeHydrated() {
  act(() => root?.unmount());
  root = null;
  container?.remove();
  container = null;
}
