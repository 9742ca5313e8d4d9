import type { FirstScreen } from '@/ssr/first-screen';

/**
 * GET /api/pricing (PRICING_PATH of api/pricing, written out to keep this eager module tiny): the fee
 * and, where dollars are offered, the currency choice are then in the page's HTML, so nothing
 * appears above the form after hydration (issue #17).
 */
export const firstScreen: FirstScreen = () => ['/pricing'];
