import type { LiveCandidate, LiveVoteUpdate } from '@/api/live-votes';
import { UNKNOWN_IDENTITY } from '@pageant/common/content/voting-rules';
import { byVotes } from '@/components/voting/rank';
import { isFreshAnswer, isNewerUpdate } from '@/components/voting/rank';

/** How many contestants the stage shows. */
export const STAGE_SIZE = 10;

/**
 * Every contestant the stage knows, by id: its size is the number of contestants, whatever how
 * long the display runs (a full re-read drops anyone the server no longer lists).
 */
export type Board = ReadonlyMap<string, LiveCandidate>;

export const EMPTY_BOARD: Board = new Map();

/** A `vote:update`, applied only when newer than what the stage shows; a newcomer joins (her photo comes with the next re-read). */
export function applyLiveUpdate(board: Board, u: LiveVoteUpdate): Board {
  const shown = board.get(u.candidateId);
  if (shown && !isNewerUpdate(shown.seq, u.seq)) return board;
  const next = new Map(board);
  next.set(u.candidateId, {
    ...(shown ?? { _id: u.candidateId, ...UNKNOWN_IDENTITY }),
    name: u.name,
    voteCount: u.voteCount,
    seq: u.seq ?? shown?.seq,
  });
  return next;
}

/**
 * A full re-read of the list: it replaces the board, except where the stage already shows a newer
 * live count than the answer carried (the answer may have left the server before the last broadcast).
 */
export function applyAnswer(board: Board, answer: readonly LiveCandidate[]): Board {
  const next = new Map<string, LiveCandidate>();
  for (const c of answer) {
    const shown = board.get(c._id);
    next.set(c._id, shown && !isFreshAnswer(shown.seq, c.seq) ? { ...c, voteCount: shown.voteCount, seq: shown.seq } : c);
  }
  return next;
}

/** The leaders in the server's order (votes, then name). */
export function leaders(board: Board, n = STAGE_SIZE): LiveCandidate[] {
  return [...board.values()].sort(byVotes).slice(0, n);
}

/** Every vote cast, or null while any count is hidden (the total would give the race away). */
export function totalVotes(board: Board): number | null {
  let total = 0;
  for (const c of board.values()) {
    if (c.voteCount === null) return null;
    total += c.voteCount;
  }
  return total;
}
