import { TEAM_TYPES, type TeamType } from '@pageant/common/constants';
import type { FirstScreen } from '@/ssr/first-screen';

/** As getTeam asks for one group; the hero counts all three, so all three are on the first screen. */
export const teamPath = (type: TeamType): string => `/team/${encodeURIComponent(type)}`;

export const firstScreen: FirstScreen = () => TEAM_TYPES.map(teamPath);
