import { TEAM_TYPES, type TeamType } from '@pageant/common';
import { getTeam, type TeamMember } from '@/api/team';
import { useGroupedLists } from '@/components/use-grouped-lists';
import { teamPath } from './first-screen';

export type TeamGroups = Record<TeamType, TeamMember[]>;

type TeamAnswer = Awaited<ReturnType<typeof getTeam>>;

const TEAM_SOURCE = {
  pathOf: teamPath,
  load: getTeam,
  listOf: (answer: TeamAnswer | undefined): TeamMember[] => answer?.members ?? [],
  failed: (type: TeamType) => `Failed to load team group "${type}"`,
};

/** The three team groups (SPEC §8: a failed group is logged and stays empty). */
export function useTeam(): { groups: TeamGroups; loading: boolean } {
  const { lists, loading } = useGroupedLists(TEAM_TYPES, TEAM_SOURCE);
  return { groups: lists, loading };
}
