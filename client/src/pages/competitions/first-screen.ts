import type { FirstScreen } from '@/ssr/first-screen';

/** As getCompetitionPage asks for it: the admin's header is the page's h1. */
export const COMPETITION_PAGE_PATH = '/competition-page';

export const firstScreen: FirstScreen = () => [COMPETITION_PAGE_PATH];
