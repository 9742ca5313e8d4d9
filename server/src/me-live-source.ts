import type { MeLiveFrame } from '@pageant/common/content/cockpit';
import type { Db } from './db/client';
import { contestantFromCookieHeader } from './modules/contestant-auth/session';
import { standingsOf, type Standing } from './modules/standing/repo';

/** The same hidden rule as GET /api/me: while counts are hidden she sees neither her count nor her rank. */
export const meFrame = (s: Standing): MeLiveFrame =>
  s.countsHidden
    ? { candidateId: s.candidateId, voteCount: null, rank: null, countsHidden: true }
    : { candidateId: s.candidateId, voteCount: s.voteCount, rank: s.rank, countsHidden: false };

/** What her live room (realtime/contestant-room.ts) reads: who a handshake signs in, and the frames. */
export function meLiveSource(db: Db) {
  return {
    async candidateOf(cookieHeader: string | undefined): Promise<string | null> {
      return (await contestantFromCookieHeader(db, cookieHeader))?.candidateId ?? null;
    },
    async frames(candidateIds: string[]): Promise<MeLiveFrame[]> {
      return (await standingsOf(db, candidateIds)).map(meFrame);
    },
  };
}
