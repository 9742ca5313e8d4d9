import { jest } from '@jest/globals';
import { act, render } from '@testing-library/react';
import toast, { useToasterStore } from 'react-hot-toast';
import { AppToaster } from '@/app/app-toaster';
import { MAX_VISIBLE_TOASTS, notify } from '@/lib/notify';

let visible: string[] = [];

function VisibleToasts() {
  visible = useToasterStore()
    .toasts.filter((t) => t.visible)
    .map((t) => String(t.message));
  return null;
}

/** The toaster and react-hot-toast are their own chunks: this waits for them, as a visitor's browser would. */
const chunks = () =>
  act(async () => {
    await import('react-hot-toast');
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

beforeEach(() => {
  jest.useFakeTimers();
});
afterEach(() => {
  act(() => toast.remove());
  jest.useRealTimers();
});

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

// `notify` remembers, for the page's life, that a toast was raised: the cases that need none raised
// yet come first in this file.
describe('Toaster loading (issue #14: out of every page until a toast or a tap)', () => {
  it('when the visitor lands on a page, then no Toaster comes with it; it comes with the first tap', async () => {
    await renderToaster();
    expect(toasterShown()).toBe(false);
    act(() => {
      window.dispatchEvent(new Event('keydown'));
    });
    await chunks();
    expect(toasterShown()).toBe(true);
  });

  it('when a page raises a toast as it opens, before the Toaster is mounted, then the Toaster comes and shows it', async () => {
    act(() => notify.error('Vote recorded'));
    await renderToaster();
    await act(async () => {});
    expect(toasterShown()).toBe(true);
    expect(visible).toEqual(['Vote recorded']);
  });
});

describe('Toaster defaults (SPEC §8)', () => {
  it('when a success toast shows, then it leaves after 2 s', async () => {
    await renderToaster();
    await raise(() => notify.success('Saved'));
    advance(1900);
    expect(visible).toEqual(['Saved']);
    advance(200);
    expect(visible).toEqual([]);
  });

  it('when an error or plain toast shows, then it leaves after 4 s', async () => {
    await renderToaster();
    await raise(() => {
      notify.error('Failed');
      toast('Note');
    });
    advance(3900);
    expect(visible).toEqual(expect.arrayContaining(['Failed', 'Note']));
    advance(200);
    expect(visible).toEqual([]);
  });

  it('when a caller sets a duration, then it wins over the default', async () => {
    await renderToaster();
    await raise(() => notify.success('Candidate saved', { duration: 3000 }));
    advance(2900);
    expect(visible).toEqual(['Candidate saved']);
    advance(200);
    expect(visible).toEqual([]);
  });

  it('when a loading toast shows, then it stays until dismissed', async () => {
    await renderToaster();
    let id = '';
    await raise(() => {
      id = toast.loading('Uploading…');
    });
    advance(60_000);
    expect(visible).toEqual(['Uploading…']);
    act(() => toast.dismiss(id));
    expect(visible).toEqual([]);
  });

  it('when more than 20 toasts are raised, then at most 20 are on screen', async () => {
    await renderToaster();
    await raise(() => {
      for (let i = 0; i < MAX_VISIBLE_TOASTS + 5; i += 1) notify.error(`Task ${i}`);
    });
    expect(visible).toHaveLength(MAX_VISIBLE_TOASTS);
    expect(visible[0]).toBe(`Task ${MAX_VISIBLE_TOASTS + 4}`);
  });
});
