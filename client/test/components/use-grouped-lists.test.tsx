import { afterEach, describe, expect, jest, test } from '@jest/globals';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useGroupedLists } from '@/components/use-grouped-lists';
import { SsrDataProvider, type SsrData } from '@/ssr/ssr-data';

const GROUPS = ['stage', 'press'] as const;
type Group = (typeof GROUPS)[number];
type Answer = { items: { name: string; order: number }[] };

const pathOf = (g: Group) => `/things/${g}`;
const listOf = (answer: Answer | undefined) => [...(answer?.items ?? [])].sort((a, b) => a.order - b.order).map((i) => i.name);

function withServerData(data: SsrData) {
  return ({ children }: { children: ReactNode }) => <SsrDataProvider value={data}>{children}</SsrDataProvider>;
}

afterEach(() => {
  jest.restoreAllMocks();
});

describe('useGroupedLists', () => {
  test('when the server rendered every group, then the lists come from the page and nothing is fetched', () => {
    const load = jest.fn<(g: Group, signal: AbortSignal) => Promise<Answer>>();
    const data = {
      '/things/stage': {
        items: [
          { name: 'b', order: 2 },
          { name: 'a', order: 1 },
        ],
      },
      '/things/press': { items: [] },
    };

    const { result } = renderHook(() => useGroupedLists(GROUPS, { pathOf, load, listOf, failed: (g) => `no ${g}` }), {
      wrapper: withServerData(data),
    });

    expect(result.current).toEqual({ lists: { stage: ['a', 'b'], press: [] }, loading: false });
    expect(load).not.toHaveBeenCalled();
  });

  test('when a group is missing from the page, then all load here and a failed one stays empty, logged', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    const load = jest.fn(async (g: Group): Promise<Answer> => {
      if (g === 'press') throw new Error('down');
      return { items: [{ name: 'z', order: 1 }] };
    });

    const { result } = renderHook(() => useGroupedLists(GROUPS, { pathOf, load, listOf, failed: (g) => `no ${g}` }), {
      wrapper: withServerData({ '/things/stage': { items: [] } }),
    });

    expect(result.current).toEqual({ lists: { stage: [], press: [] }, loading: true });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.lists).toEqual({ stage: ['z'], press: [] });
    expect(load.mock.calls.map(([g]) => g)).toEqual(['stage', 'press']);
    expect(logged).toHaveBeenCalledWith('no press', expect.any(Error));
  });
});
