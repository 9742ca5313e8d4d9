import { TRANSPARENCY_PATH } from '@pageant/common/content/transparency';
import type { FirstScreen } from '@/ssr/first-screen';

/** Every figure on the page is one answer, so the server renders it whole. */
export const firstScreen: FirstScreen = () => [TRANSPARENCY_PATH];
