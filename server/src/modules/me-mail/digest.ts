import { countsHiddenAt } from '@pageant/common';
import { SHARE_SOURCES, type VoteSource } from '@pageant/common/content/cockpit';
import type { Db } from '../../db/client';
import type { Logger } from '../../logger';
import { dailyDigest } from '../../mail/contestant-milestones';
import type { Mailer } from '../../mail/mailer';
import { readState } from '../event/repo';
import { campaignLinks } from './links';
import { claimMails, digestRows } from './repo';

/** India Standard Time has no daylight saving: a fixed offset is exact. */
const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
const DAY_MS = 24 * 3600_000;

/** The IST calendar day `now` falls in, as YYYY-MM-DD, and the instant it began. */
function istDay(now: Date): { date: string; start: Date } {
  const shifted = new Date(now.getTime() + IST_OFFSET_MS);
  const date = shifted.toISOString().slice(0, 10);
  return { date, start: new Date(Date.parse(`${date}T00:00:00Z`) - IST_OFFSET_MS) };
}

const asSource = (src: string | null): VoteSource =>
  (SHARE_SOURCES as readonly string[]).includes(src ?? '') ? (src as VoteSource) : 'direct';

/**
 * One digest per contestant for the IST day before `now`: sent only to those with the digest on and
 * votes that day, claimed as `digest:<day>` first so two instances (or two runs) never both send. Not
 * while counts are hidden (the same rule as her milestones): nothing is claimed then, so a run after
 * the reveal the same day still sends it.
 */
export async function runDigest(
  db: Db,
  mailer: Mailer,
  now: Date,
  opts: { publicUrl: string; logger?: Logger },
): Promise<{ day: string; sent: number; countsHidden: boolean }> {
  const today = istDay(now);
  const day = istDay(new Date(today.start.getTime() - 1)).date;
  if (countsHiddenAt((await readState(db)).schedule, now)) return { day, sent: 0, countsHidden: true };
  const kind = `digest:${day}`;
  let sent = 0;
  for (const row of await digestRows(db, new Date(today.start.getTime() - DAY_MS), today.start, kind)) {
    try {
      if (!(await claimMails(db, row.candidateId, [kind])).has(kind)) continue;
      const mail = dailyDigest({
        name: row.name,
        votes: row.votes,
        supporters: row.supporters,
        topSource: asSource(row.topSource),
        links: campaignLinks(opts.publicUrl, row.candidateId),
      });
      await mailer.send({ to: row.email, ...mail });
      sent++;
    } catch (err) {
      // One contestant's failure does not cost the others their digest.
      opts.logger?.error({ err, candidateId: row.candidateId }, 'daily digest failed');
    }
  }
  return { day, sent, countsHidden: false };
}

/** The IST hour `now` falls in (0-23). */
export const istHour = (now: Date) => new Date(now.getTime() + IST_OFFSET_MS).getUTCHours();
