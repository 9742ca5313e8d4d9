import { useEffect, useState } from 'react';
import { TEAM_TYPES, type TeamType } from '@pageant/common';
import { getTeam, type TeamMember } from '@/api/team';

export type TeamGroups = Record<TeamType, TeamMember[]>;

const empty = (): TeamGroups => ({ leaders: [], directors: [], coreteam: [] });

/** Loads the three team groups side by side; a failed group is logged and stays empty (SPEC §8). */
export function useTeam(): { groups: TeamGroups; loading: boolean } {
  const [groups, setGroups] = useState<TeamGroups>(empty);
  const [loading, setLoading] = useState(true);

  useEffect(() => {
    const controller = new AbortController();
    Promise.allSettled(TEAM_TYPES.map((type) => getTeam(type, controller.signal))).then((results) => {
      if (controller.signal.aborted) return;
      const next = empty();
      results.forEach((result, i) => {
        const type = TEAM_TYPES[i]!;
        if (result.status === 'fulfilled') next[type] = result.value.members ?? [];
        else console.error(`Failed to load team group "${type}"`, result.reason);
      });
      setGroups(next);
      setLoading(false);
    });
    return () => controller.abort();
  }, []);

  return { groups, loading };
}
