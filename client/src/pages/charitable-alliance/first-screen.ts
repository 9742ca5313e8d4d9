import type { FirstScreen } from '@/ssr/first-screen';

/** As getNgoCards and getCsrImages ask for them: the hero's picture and the initiatives come from these. */
export const NGO_CARDS_PATH = '/ngo-content';
export const CSR_IMAGES_PATH = '/csr/fetch';

export const firstScreen: FirstScreen = () => [NGO_CARDS_PATH, CSR_IMAGES_PATH];
