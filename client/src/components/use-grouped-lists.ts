import { useEffect, useState } from 'react';
import { useSsrData } from '@/ssr/ssr-data';

interface GroupedListsSource<K extends string, A, T> {
  /** The API path a group's answer is stored under in the page's server data. */
  pathOf: (group: K) => string;
  load: (group: K, signal: AbortSignal) => Promise<A>;
  listOf: (answer: A | undefined) => T[];
  /** The line logged when a group fails to load. */
  failed: (group: K) => string;
}

const emptyLists = <K extends string, T>(groups: readonly K[]) => Object.fromEntries(groups.map((g) => [g, [] as T[]])) as Record<K, T[]>;

/** The answers the server rendered the page with, or null when any is missing (every group then loads here). */
function useServerLists<K extends string, A, T>(groups: readonly K[], { pathOf, listOf }: GroupedListsSource<K, A, T>) {
  const answers: (A | undefined)[] = [];
  // `groups` is a constant list, so the hook is called the same number of times in the same order on every render.
  // eslint-disable-next-line react-hooks/rules-of-hooks -- see above: a fixed-length loop
  for (const group of groups) answers.push(useSsrData<A>(pathOf(group)));
  if (answers.some((a) => a === undefined)) return null;
  const lists = emptyLists<K, T>(groups);
  groups.forEach((group, i) => (lists[group] = listOf(answers[i])));
  return lists;
}

/**
 * One list per group (team groups, press types), loaded side by side; a group that fails is logged and
 * stays empty (SPEC §8). After a full page load the lists come with the page, so nothing is fetched again.
 * `groups` must be a module constant.
 */
export function useGroupedLists<K extends string, A, T>(
  groups: readonly K[],
  source: GroupedListsSource<K, A, T>,
): { lists: Record<K, T[]>; loading: boolean } {
  const server = useServerLists(groups, source);
  const [fromServer] = useState(server !== null);
  const [lists, setLists] = useState(() => server ?? emptyLists<K, T>(groups));
  const [loading, setLoading] = useState(!fromServer);
  const { load, listOf, failed } = source;

  useEffect(() => {
    if (fromServer) return;
    const ctrl = new AbortController();
    void Promise.allSettled(groups.map((g) => load(g, ctrl.signal))).then((results) => {
      if (ctrl.signal.aborted) return;
      const next = emptyLists<K, T>(groups);
      results.forEach((result, i) => {
        const group = groups[i]!;
        if (result.status === 'fulfilled') next[group] = listOf(result.value);
        else console.error(failed(group), result.reason);
      });
      setLists(next);
      setLoading(false);
    });
    return () => ctrl.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- loaded once, on mount: the groups and the source are the caller's constants
  }, [fromServer]);

  return { lists, loading };
}
