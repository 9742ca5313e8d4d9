import type { CandidateDto } from '@pageant/common/content/voting';

export type SortKey = 'name' | 'voteCount';
export type SortDir = 'asc' | 'desc';
export interface Sort {
  key: SortKey;
  dir: SortDir;
}

/** SPEC §9: votes, highest first. */
export const DEFAULT_SORT: Sort = { key: 'voteCount', dir: 'desc' };

/** Clicking the active column flips it; another column starts in its natural order (names A-Z, votes high-low). */
export function nextSort(current: Sort, key: SortKey): Sort {
  if (current.key === key) return { key, dir: current.dir === 'asc' ? 'desc' : 'asc' };
  return { key, dir: key === 'name' ? 'asc' : 'desc' };
}

const byName = (a: CandidateDto, b: CandidateDto) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' });

/** A sorted copy; ties on votes fall back to the name so the order is stable across live updates. */
export function sortCandidates(list: readonly CandidateDto[], { key, dir }: Sort): CandidateDto[] {
  const sign = dir === 'asc' ? 1 : -1;
  return [...list].sort((a, b) => {
    if (key === 'name') return sign * byName(a, b) || a._id.localeCompare(b._id);
    return sign * (a.voteCount - b.voteCount) || byName(a, b);
  });
}

/** The top `n` by votes, whatever the table's sort. */
export function topByVotes(list: readonly CandidateDto[], n: number): CandidateDto[] {
  return sortCandidates(list, DEFAULT_SORT).slice(0, n);
}
