import { candidatePath } from '@/api/candidates';
import { fundraisingPath, FUNDRAISING_TOTAL_PATH } from '@/api/csr-drive';
import type { FirstScreen } from '@/ssr/first-screen';

/** As getNgoCards and getCsrImages ask for them: the hero's picture and the initiatives come from these. */
export const NGO_CARDS_PATH = '/ngo-content';
export const CSR_IMAGES_PATH = '/csr/fetch';
/**
 * PRICING_PATH of api/pricing (issue #17), written out so this eager module stays tiny: with the tables
 * in the HTML, the donation box arrives with its currency choice and no row appears after hydration.
 */
export const PRICING_FIRST_SCREEN_PATH = '/pricing';

/** Issue #33: the season's total beside the box, and with ?for= her name, photo and progress above it. */
export const firstScreen: FirstScreen = ({ search }) => {
  const drive = search.get('for')?.trim();
  return [
    NGO_CARDS_PATH,
    CSR_IMAGES_PATH,
    PRICING_FIRST_SCREEN_PATH,
    FUNDRAISING_TOTAL_PATH,
    ...(drive ? [candidatePath(drive), fundraisingPath(drive)] : []),
  ];
};
