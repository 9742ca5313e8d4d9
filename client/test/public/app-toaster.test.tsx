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

function renderToaster() {
  render(
    <>
      <AppToaster />
      <VisibleToasts />
    </>,
  );
}

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  act(() => toast.remove());
  jest.useRealTimers();
});

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

describe('Toaster defaults (SPEC §8)', () => {
  it('when a success toast shows, then it leaves after 2 s', () => {
    renderToaster();
    let id = '';
    act(() => {
      id = toast.success('Saved');
    });
    advance(1900);
    expect(visibleIds).toContain(id);
    advance(200);
    expect(visibleIds).not.toContain(id);
  });

  it('when an error or plain toast shows, then it leaves after 4 s', () => {
    renderToaster();
    let ids: string[] = [];
    act(() => {
      ids = [toast.error('Failed'), toast('Note')];
    });
    advance(3900);
    expect(visibleIds).toEqual(expect.arrayContaining(ids));
    advance(200);
    expect(visibleIds).toEqual([]);
  });

  it('when a loading toast shows, then it stays until dismissed', () => {
    renderToaster();
    let id = '';
    act(() => {
      id = toast.loading('Uploading…');
    });
    advance(60_000);
    expect(visibleIds).toContain(id);
    act(() => toast.dismiss(id));
    expect(visibleIds).not.toContain(id);
  });

  it('when more than 20 toasts are raised, then at most 20 are on screen', () => {
    renderToaster();
    act(() => {
      for (let i = 0; i < MAX_VISIBLE_TOASTS + 5; i += 1) toast.loading(`Task ${i}`);
    });
    expect(visibleIds).toHaveLength(MAX_VISIBLE_TOASTS);
  });
});
