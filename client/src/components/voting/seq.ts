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
