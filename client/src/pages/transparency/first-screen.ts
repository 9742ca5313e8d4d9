import { TRANSPARENCY_PATH } from '@pageant/common/content/payment-paths';
import type { FirstScreen } from '@/ssr/first-screen';

/** Every figure on the page is one answer, so the server renders it whole. */
export const firstScreen: FirstScreen = () => [TRANSPARENCY_PATH];
