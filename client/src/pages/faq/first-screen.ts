import { SEASON_PATH } from '@/api/season';
import type { FirstScreen } from '@/ssr/first-screen';

/** The registration dates above the questions come from the season calendar (issue #32). */
export const firstScreen: FirstScreen = () => [SEASON_PATH];
