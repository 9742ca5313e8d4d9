import { jest } from '@jest/globals';
import { act, render } from '@testing-library/react';
import toast, { useToasterStore } from 'react-hot-toast';
import { AppToaster, MAX_VISIBLE_TOASTS } from '@/app/app-toaster';

let visibleIds: string[] = [];

function VisibleToasts() {
  visibleIds = useToasterStore()
    .toasts.filter((t) => t.visible)
    .map((t) => t.id);
  return null;
}

/** The toaster and its watcher are their own chunks: these wait for them, as a visitor's browser would. */
const chunks = () =>
  act(async () => {
    await import('@/app/toast-watcher');
    await import('@/app/toaster-view');
  });

async function renderToaster() {
  render(
    <>
      <AppToaster />
      <VisibleToasts />
    </>,
  );
  await chunks();
}

/** Raises toasts the way a page does, then lets the Toaster arrive before the clock moves. */
async function raise(make: () => void) {
  act(make);
  await chunks();
  await act(async () => {});
}

const toasterShown = () => document.querySelector('[data-rht-toaster]') !== null;

// On any page but home the toaster comes at once (some pages raise a toast as they open).
beforeEach(() => {
  window.history.replaceState(null, '', '/registration');
  jest.useFakeTimers();
});
afterEach(() => {
  act(() => toast.remove());
  jest.useRealTimers();
  window.history.replaceState(null, '', '/');
});

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

describe('Toaster defaults (SPEC §8)', () => {
  it('when a success toast shows, then it leaves after 2 s', async () => {
    await renderToaster();
    let id = '';
    await raise(() => {
      id = toast.success('Saved');
    });
    advance(1900);
    expect(visibleIds).toContain(id);
    advance(200);
    expect(visibleIds).not.toContain(id);
  });

  it('when an error or plain toast shows, then it leaves after 4 s', async () => {
    await renderToaster();
    let ids: string[] = [];
    await raise(() => {
      ids = [toast.error('Failed'), toast('Note')];
    });
    advance(3900);
    expect(visibleIds).toEqual(expect.arrayContaining(ids));
    advance(200);
    expect(visibleIds).toEqual([]);
  });

  it('when a loading toast shows, then it stays until dismissed', async () => {
    await renderToaster();
    let id = '';
    await raise(() => {
      id = toast.loading('Uploading…');
    });
    advance(60_000);
    expect(visibleIds).toContain(id);
    act(() => toast.dismiss(id));
    expect(visibleIds).not.toContain(id);
  });

  it('when more than 20 toasts are raised, then at most 20 are on screen', async () => {
    await renderToaster();
    await raise(() => {
      for (let i = 0; i < MAX_VISIBLE_TOASTS + 5; i += 1) toast.loading(`Task ${i}`);
    });
    expect(visibleIds).toHaveLength(MAX_VISIBLE_TOASTS);
  });
});

describe('Toaster loading (issue #14: out of the first load of the home page)', () => {
  const shown = () => document.body.textContent?.includes('Vote recorded') ?? false;

  it('when the visitor lands on another page, then no Toaster comes with it, and a toast raised as it opens is shown', async () => {
    await renderToaster();
    expect(toasterShown()).toBe(false);
    await raise(() => {
      toast.error('Vote recorded');
    });
    expect(toasterShown()).toBe(true);
    expect(shown()).toBe(true);
  });

  it('when the visitor taps before any toast, then the Toaster comes with the tap', async () => {
    await renderToaster();
    expect(toasterShown()).toBe(false);
    act(() => {
      window.dispatchEvent(new Event('keydown'));
    });
    await chunks();
    expect(toasterShown()).toBe(true);
  });

  it('when the visitor lands on home, then the toaster waits for the first tap and shows what was raised before it', async () => {
    window.history.replaceState(null, '', '/');
    await renderToaster();
    act(() => {
      toast.success('Vote recorded');
    });
    expect(shown()).toBe(false);
    act(() => {
      window.dispatchEvent(new Event('pointerdown'));
    });
    await act(async () => {
      await import('@/app/toaster-view');
    });
    expect(shown()).toBe(true);
  });
});
