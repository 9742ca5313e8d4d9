import { useEffect, useState } from 'react';
import { TEAM_TYPES, type TeamType } from '@pageant/common';
import { getTeam, type TeamMember } from '@/api/team';
import { useSsrData } from '@/ssr/ssr-data';
import { teamPath } from './first-screen';

export type TeamGroups = Record<TeamType, TeamMember[]>;

type TeamAnswer = Awaited<ReturnType<typeof getTeam>>;

const empty = (): TeamGroups => ({ leaders: [], directors: [], coreteam: [] });

/** The three answers the server rendered the page with, or null when any is missing (the groups then load here). */
function useServerTeam(): TeamGroups | null {
  const leaders = useSsrData<TeamAnswer>(teamPath('leaders'));
  const directors = useSsrData<TeamAnswer>(teamPath('directors'));
  const coreteam = useSsrData<TeamAnswer>(teamPath('coreteam'));
  if (leaders === undefined || directors === undefined || coreteam === undefined) return null;
  return { leaders: leaders?.members ?? [], directors: directors?.members ?? [], coreteam: coreteam?.members ?? [] };
}

/**
 * Loads the three team groups side by side; a failed group is logged and stays empty (SPEC §8).
 * After a full page load the groups come with the page, so nothing is fetched again.
 */
export function useTeam(): { groups: TeamGroups; loading: boolean } {
  const server = useServerTeam();
  const [fromServer] = useState(server !== null);
  const [groups, setGroups] = useState<TeamGroups>(() => server ?? empty());
  const [loading, setLoading] = useState(!fromServer);

  useEffect(() => {
    if (fromServer) return;
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
  }, [fromServer]);

  return { groups, loading };
}
