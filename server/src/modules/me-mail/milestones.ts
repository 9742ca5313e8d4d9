import { TOP_RANK_MILESTONE, VOTE_MILESTONES } from '@pageant/common/content/cockpit';
import type { Db } from '../../db/client';
import type { DomainBus } from '../../events';
import type { Logger } from '../../logger';
import { topThree, voteMilestone } from '../../mail/contestant-milestones';
import type { Mailer } from '../../mail/mailer';
import { standingsOf, type Standing } from '../standing/repo';
import { campaignLinks } from './links';
import { claimMails } from './repo';

const TOP3 = 'top3';
const voteKind = (n: number) => `votes:${n}`;
const ALL_KINDS = [...VOTE_MILESTONES.map(voteKind), TOP3];
/** Credits are gathered this long and read in one query, as the socket fan-out gathers its windows. */
const WINDOW_MS = 50;

/**
 * What she has earned now. Nothing while counts are hidden, not even a count milestone: she sees no
 * count during that time either (GET /api/me, her live room), and a "you reached 1,000" mail would tell
 * her, and whoever she forwards it to, what the hiding keeps back. What was earned while hidden is
 * mailed at the reveal (or with her next vote after it): deferred, never lost.
 */
function earned(s: Standing): string[] {
  if (s.countsHidden || !s.email) return [];
  const kinds = VOTE_MILESTONES.filter((n) => s.voteCount >= n).map(voteKind);
  // Everyone is first at 0 votes: the top 3 means something only once she has some.
  if (s.voteCount > 0 && s.rank <= TOP_RANK_MILESTONE) kinds.push(TOP3);
  return kinds;
}

/**
 * Her milestone mails (issue #30): her first vote, 100, 1,000 and 10,000 votes, and entering the top 3,
 * each once ever. It listens to the credits this instance commits (votes.credited, after commit:
 * STYLE §11) and to every change of the event's state (a reveal may owe mails to everyone).
 */
export function milestoneMails(deps: { db: Db; bus: DomainBus; mailer: Mailer; logger: Logger; publicUrl: string }) {
  const { db, mailer, logger } = deps;
  /** Kinds known to be claimed already (by this instance or another): no INSERT is tried for them again. */
  const done = new Set<string>();
  const pending = new Set<string>();
  let timer: NodeJS.Timeout | null = null;
  const running = new Set<Promise<void>>();

  async function mailEarned(standing: Standing): Promise<void> {
    const due = earned(standing).filter((k) => !done.has(`${standing.candidateId}:${k}`));
    if (!due.length) return;
    const claimed = await claimMails(db, standing.candidateId, due);
    due.forEach((k) => done.add(`${standing.candidateId}:${k}`));
    const links = campaignLinks(deps.publicUrl, standing.candidateId);
    const name = standing.fullName ?? standing.name;
    // A credit that jumps past several thresholds claims them all and names the highest.
    const highest = [...VOTE_MILESTONES].reverse().find((n) => claimed.has(voteKind(n)));
    const sends: Promise<void>[] = [];
    if (highest) sends.push(mailer.send({ to: standing.email!, ...voteMilestone({ name, milestone: highest, links }) }));
    if (claimed.has(TOP3)) sends.push(mailer.send({ to: standing.email!, ...topThree({ name, links }) }));
    await Promise.all(sends);
  }

  function check(ids: string[] | 'registered'): void {
    const work = standingsOf(db, ids)
      .then((standings) =>
        Promise.all(
          standings.map((s) =>
            mailEarned(s).catch((err: unknown) => logger.error({ err, candidateId: s.candidateId }, 'milestone mail failed')),
          ),
        ),
      )
      .then(() => undefined)
      .catch((err: unknown) => logger.error({ err }, 'milestone check failed'))
      .finally(() => running.delete(work));
    running.add(work);
  }

  const flush = () => {
    timer = null;
    const ids = [...pending];
    pending.clear();
    if (ids.length) check(ids);
  };

  const off = [
    deps.bus.on('votes.credited', ({ candidateId }) => {
      if (ALL_KINDS.every((k) => done.has(`${candidateId}:${k}`))) return;
      pending.add(candidateId);
      timer ??= setTimeout(flush, WINDOW_MS);
    }),
    deps.bus.on('event.stateChanged', (status) => {
      if (!status.countsHidden) check('registered');
    }),
  ];

  return {
    /** Resolves once every check started so far has finished (tests, shutdown). */
    async idle(): Promise<void> {
      if (timer) {
        clearTimeout(timer);
        flush();
      }
      while (running.size) await Promise.all([...running]);
    },
    async close(): Promise<void> {
      off.forEach((stop) => stop());
      await this.idle();
    },
  };
}
