import type { FirstScreen } from '@/ssr/first-screen';

/**
 * GET /api/pricing (PRICING_PATH of api/pricing, written out to keep this eager module tiny): the fee
 * and, where dollars are offered, the currency choice are then in the page's HTML, so nothing
 * appears above the form after hydration (issue #17). GET /api/season (SEASON_PATH): whether
 * registration is open, and its deadline, are in the first HTML too (issue #32).
 */
export const firstScreen: FirstScreen = () => ['/pricing', '/season'];
