import { SEASON_PATH } from '@/api/season';
import type { FirstScreen } from '@/ssr/first-screen';

/** The home page's API reads, as passed to apiFetch; the sections' hooks are keyed by these. */
export const HOME_API = {
  images: '/home-images',
  brands: '/home-brands',
  sponsors: '/sponsor/logos',
  testimonials: '/testimonials',
} as const;

// Every section, not only the hero: the lists below the fold then arrive laid out, so nothing grows into place as they load.
// The season calendar too: the hero states the finale's date (issue #32).
export const firstScreen: FirstScreen = () => [...Object.values(HOME_API), SEASON_PATH];
