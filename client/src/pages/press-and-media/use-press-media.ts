import { MEDIA_TYPES, type MediaType } from '@pageant/common';
import { useEffect, useState } from 'react';
import { getMedia, type MediaItem } from '@/api/media';
import { useSsrData } from '@/ssr/ssr-data';
import { mediaPath } from './first-screen';

export type MediaByType = Record<MediaType, MediaItem[]>;

type MediaAnswer = Awaited<ReturnType<typeof getMedia>>;

const empty = (): MediaByType => Object.fromEntries(MEDIA_TYPES.map((t) => [t, []])) as unknown as MediaByType;

const byOrder = (a: MediaItem, b: MediaItem) => a.order - b.order;

const listOf = (answer: MediaAnswer | undefined): MediaItem[] => [...(answer?.media ?? [])].sort(byOrder);

/** The six answers the server rendered the page with, or null when any is missing (that load then runs here). */
function useServerMedia(): MediaByType | null {
  const answers: (MediaAnswer | undefined)[] = [];
  // MEDIA_TYPES is a constant list, so the hook is called the same number of times in the same order on every render.
  // eslint-disable-next-line react-hooks/rules-of-hooks -- see above: a fixed-length loop
  for (const type of MEDIA_TYPES) answers.push(useSsrData<MediaAnswer>(mediaPath(type)));
  if (answers.some((a) => a === undefined)) return null;
  const media = empty();
  MEDIA_TYPES.forEach((type, i) => (media[type] = listOf(answers[i])));
  return media;
}

/**
 * Every press list at once; a type that fails to load stays empty (and its section hidden), logged only (SPEC §8).
 * After a full page load the lists come with the page, so nothing is fetched again.
 */
export function usePressMedia() {
  const server = useServerMedia();
  const [fromServer] = useState(server !== null);
  const [media, setMedia] = useState<MediaByType>(() => server ?? empty());
  const [loading, setLoading] = useState(!fromServer);

  useEffect(() => {
    if (fromServer) return;
    const ctrl = new AbortController();
    Promise.allSettled(MEDIA_TYPES.map((t) => getMedia(t, ctrl.signal))).then((results) => {
      if (ctrl.signal.aborted) return;
      const next = empty();
      results.forEach((r, i) => {
        const type = MEDIA_TYPES[i] as MediaType;
        if (r.status === 'fulfilled') next[type] = listOf(r.value);
        else console.error(`Failed to load ${type} media`, r.reason);
      });
      setMedia(next);
      setLoading(false);
    });
    return () => ctrl.abort();
  }, [fromServer]);

  return { media, loading };
}
