import { MEDIA_TYPES, type MediaType } from '@pageant/common';
import { getMedia, type MediaItem } from '@/api/media';
import { useGroupedLists } from '@/components/use-grouped-lists';
import { mediaPath } from './first-screen';

export type MediaByType = Record<MediaType, MediaItem[]>;

type MediaAnswer = Awaited<ReturnType<typeof getMedia>>;

const byOrder = (a: MediaItem, b: MediaItem) => a.order - b.order;

const MEDIA_SOURCE = {
  pathOf: mediaPath,
  load: getMedia,
  listOf: (answer: MediaAnswer | undefined): MediaItem[] => [...(answer?.media ?? [])].sort(byOrder),
  failed: (type: MediaType) => `Failed to load ${type} media`,
};

/** Every press list at once; a type that fails to load stays empty (and its section hidden), logged only (SPEC §8). */
export function usePressMedia(): { media: MediaByType; loading: boolean } {
  const { lists, loading } = useGroupedLists(MEDIA_TYPES, MEDIA_SOURCE);
  return { media: lists, loading };
}
