import { MEDIA_TYPES, type MediaType } from '@pageant/common/constants';
import type { FirstScreen } from '@/ssr/first-screen';

/** As getMedia asks for one list; the hero's contents count every list, so all six are on the first screen. */
export const mediaPath = (type: MediaType): string => `/media/${encodeURIComponent(type)}`;

export const firstScreen: FirstScreen = () => MEDIA_TYPES.map(mediaPath);
