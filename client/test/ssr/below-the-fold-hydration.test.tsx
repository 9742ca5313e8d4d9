import { jest } from '@jest/globals';
import { act, waitFor } from '@testing-library/react';
import { StrictMode, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { BELOW_THE_FOLD_RETRY_MS, belowTheFold } from '@/ssr/load-on-approach';
import { RenderFailureProvider } from '@/ssr/ssr-data';
import { serverHtml } from '../server-html';

// Nothing scrolls in jsdom: the content's code comes with the first tap only.
class NoopObserver {
  observe() {}
  disconnect() {}
}
Object.assign(globalThis, { IntersectionObserver: NoopObserver });

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <section>
      <button type="button" onClick={() => setCount((n) => n + 1)}>
        Next
      </button>
      <output>{count}</output>
      <a href="/registration">Register</a>
    </section>
  );
}

let loads = 0;
const Deferred = belowTheFold(async () => {
  loads += 1;
  return { default: Counter };
}, 'min-h-[400px]');

const page = (server: boolean) => {
  const tree = (
    <main>
      <h1>Above the fold</h1>
      <Deferred />
    </main>
  );
  return <StrictMode>{server ? <RenderFailureProvider value={() => {}}>{tree}</RenderFailureProvider> : tree}</StrictMode>;
};

describe('a part of the page below the fold, hydrated when wanted', () => {
  it('when a button of its server HTML is tapped before its code is there, then the tap counts once the code arrives', async () => {
    const container = document.createElement('div');
    container.innerHTML = await serverHtml(page(true));
    document.body.append(container);
    expect(container.querySelector('output')?.textContent).toBe('0');
    const loadsBefore = loads;

    const errors: unknown[] = [];
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, page(false), { onRecoverableError: (err) => errors.push(err) });
    });
    // Hydrated above, still the server's HTML below: its code was not asked for.
    expect(loads).toBe(loadsBefore);
    const button = container.querySelector('button')!;

    await act(async () => {
      button.dispatchEvent(new Event('pointerdown', { bubbles: true }));
      button.click();
    });
    await waitFor(() => expect(container.querySelector('output')?.textContent).toBe('1'));
    expect(loads).toBe(loadsBefore + 1);
    // The same element, now React's: a second tap counts at once.
    expect(container.querySelector('button')).toBe(button);
    await act(async () => button.click());
    expect(container.querySelector('output')?.textContent).toBe('2');
    expect(errors).toEqual([]);
    act(() => root?.unmount());
    container.remove();
  });

  it('when it is rendered in the browser after a navigation, then a placeholder holds its place and the code loads at once', async () => {
    const { render, screen } = await import('@testing-library/react');
    render(page(false));
    expect(await screen.findByRole('button', { name: 'Next' })).toBeInTheDocument();
    expect(screen.queryByTestId('below-the-fold-placeholder')).toBeNull();
    // A tap then counts straight away: nothing is held once the code is there.
    await act(async () => screen.getByRole('button', { name: 'Next' }).click());
    expect(screen.getByText('1')).toBeInTheDocument();
  });
});

describe('a part of the page below the fold whose code cannot be downloaded', () => {
  it('when both downloads fail, then the part says so and offers a reload, and the page above stays', async () => {
    const { render, screen } = await import('@testing-library/react');
    let attempts = 0;
    const Broken = belowTheFold(() => {
      attempts += 1;
      return Promise.reject(new TypeError('Failed to fetch dynamically imported module'));
    }, 'min-h-[400px]');
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <main>
        <h1>Above the fold</h1>
        <Broken />
      </main>,
    );
    const status = await screen.findByRole('status', {}, { timeout: BELOW_THE_FOLD_RETRY_MS + 3000 });
    expect(status).toHaveTextContent('This part of the page could not be loaded.');
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Above the fold' })).toBeInTheDocument();
    expect(attempts).toBe(2);
    expect(consoleError).toHaveBeenCalledWith('Part of the page could not be loaded', expect.any(TypeError));
    consoleError.mockRestore();
  });
});
