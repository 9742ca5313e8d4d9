import { MEDIA_TYPES, type MediaType } from '@pageant/common';
import { useEffect, useState } from 'react';
import { getMedia, type MediaItem } from '@/api/media';

export type MediaByType = Record<MediaType, MediaItem[]>;

const empty = (): MediaByType => Object.fromEntries(MEDIA_TYPES.map((t) => [t, []])) as unknown as MediaByType;

const byOrder = (a: MediaItem, b: MediaItem) => a.order - b.order;

/** Every press list at once; a type that fails to load stays empty (and its section hidden), logged only (SPEC §8). */
export function usePressMedia() {
  const [media, setMedia] = useState<MediaByType>(empty);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    const ctrl = new AbortController();
    Promise.allSettled(MEDIA_TYPES.map((t) => getMedia(t, ctrl.signal))).then((results) => {
      if (ctrl.signal.aborted) return;
      const next = empty();
      results.forEach((r, i) => {
        const type = MEDIA_TYPES[i] as MediaType;
        if (r.status === 'fulfilled') next[type] = [...(r.value.media ?? [])].sort(byOrder);
        else console.error(`Failed to load ${type} media`, r.reason);
      });
      setMedia(next);
      setLoading(false);
    });
    return () => ctrl.abort();
  }, []);

  return { media, loading };
}
