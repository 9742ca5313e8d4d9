import { PAGE_SIZE } from '@pageant/common';
import { UNKNOWN_IDENTITY } from '@pageant/common/content/voting-rules';
import type { LiveCandidate, LiveVoteUpdate } from '@/api/live-votes';

/**
 * Counts that never jump back (issue #15). Every count comes with the `seq` it was stored with,
 * which grows with each change of that contestant's count. A live update is applied only when its
 * seq is newer than the one shown; an HTTP answer (which may have left the server before the last
 * broadcast) also replaces an equal one, because at the same seq only the visibility can differ
 * (hidden counts come back as the same seq with the number). Without a seq (an older server) everything applies.
 */
export function isNewerUpdate(shown: number | undefined, incoming: number | undefined): boolean {
  if (shown === undefined || incoming === undefined) return true;
  return incoming > shown;
}

export function isFreshAnswer(shown: number | undefined, answered: number | undefined): boolean {
  if (shown === undefined || answered === undefined) return true;
  return answered >= shown;
}

export type SeqRule = typeof isNewerUpdate;

/** The server's list order (DESIGN §4): votes descending, then name; by name alone while counts are hidden. */
export function byVotes(a: LiveCandidate, b: LiveCandidate): number {
  return (b.voteCount ?? 0) - (a.voteCount ?? 0) || a.name.localeCompare(b.name);
}

/**
 * Replaces the count of the updated candidate when it is newer than the one shown (`rule`: a live
 * update must be strictly newer, an HTTP answer at least as new), leaving every other entry (and
 * the array) as it was when absent, stale or unchanged.
 */
export function withCount<T extends LiveCandidate>(list: T[], update: LiveVoteUpdate, rule: SeqRule = isNewerUpdate): T[] {
  const shown = list.find((c) => c._id === update.candidateId);
  if (!shown || !rule(shown.seq, update.seq)) return list;
  // A re-read answering what is already shown changes nothing: the same array keeps every card as it is (issue #32).
  if (shown.voteCount === update.voteCount && shown.seq === update.seq) return list;
  return list.map((c) => (c === shown ? { ...c, voteCount: update.voteCount, seq: update.seq ?? c.seq } : c));
}

/**
 * The leader board behind the podium, kept in order as live counts arrive: a known leader moves,
 * and an outsider who climbs past the last leader joins it (with her photo when the page has it).
 */
export function rerankLeaders(leaders: LiveCandidate[], update: LiveVoteUpdate, known?: LiveCandidate): LiveCandidate[] {
  const present = leaders.some((c) => c._id === update.candidateId);
  const next = present
    ? withCount(leaders, update)
    : [
        ...leaders,
        { ...(known ?? UNKNOWN_IDENTITY), _id: update.candidateId, name: update.name, voteCount: update.voteCount, seq: update.seq },
      ];
  if (next === leaders) return leaders;
  return next.sort(byVotes).slice(0, Math.max(PAGE_SIZE, leaders.length));
}

/** An HTTP answer's candidate as an update (same shape as a broadcast). */
export const asUpdate = (c: LiveCandidate): LiveVoteUpdate => ({ candidateId: c._id, name: c.name, voteCount: c.voteCount, seq: c.seq });
