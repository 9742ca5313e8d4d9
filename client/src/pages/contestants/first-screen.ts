import { PAGE_SIZE } from '@pageant/common';
import { candidatesPath } from '@/api/candidates';
import type { FirstScreen } from '@/ssr/first-screen';

/**
 * The unfiltered first page: the podium's leaders and the grid's first cards are the same answer
 * (use-leaders.ts and use-candidate-list.ts both ask for it before anything is typed).
 */
export const FIRST_PAGE_PATH = candidatesPath({ page: 1, limit: PAGE_SIZE, search: '' });

export const firstScreen: FirstScreen = () => [FIRST_PAGE_PATH];
