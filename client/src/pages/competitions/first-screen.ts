import { SEASON_PATH } from '@/api/season';
import type { FirstScreen } from '@/ssr/first-screen';

/** As getCompetitionPage asks for it: the admin's header is the page's h1. */
export const COMPETITION_PAGE_PATH = '/competition-page';

/** The season calendar too: the header states the finale's date (issue #32). */
export const firstScreen: FirstScreen = () => [COMPETITION_PAGE_PATH, SEASON_PATH];
