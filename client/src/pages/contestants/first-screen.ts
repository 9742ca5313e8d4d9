import { PAGE_SIZE } from '@pageant/common';
import { CATEGORIES, type Category } from '@pageant/common/constants';
import { candidatesPath } from '@/api/candidates';
import type { FirstScreen } from '@/ssr/first-screen';

/**
 * The unfiltered first page: the podium's leaders and the grid's first cards are the same answer
 * (use-leaders.ts and use-candidate-list.ts both ask for it before anything is typed).
 */
export const FIRST_PAGE_PATH = candidatesPath({ page: 1, limit: PAGE_SIZE, search: '' });

/** The grid's first page for a category (the podium always shows the leaders of all). */
export const gridFirstPath = (category: Category | null) => candidatesPath({ page: 1, limit: PAGE_SIZE, search: '', category });

/** `?category=Miss|Mrs` of a shared link; anything else shows everyone. */
export function categoryParam(search: URLSearchParams): Category | null {
  const value = search.get('category');
  return CATEGORIES.find((c) => c === value) ?? null;
}

export const firstScreen: FirstScreen = ({ search }) => [...new Set([FIRST_PAGE_PATH, gridFirstPath(categoryParam(search))])];
