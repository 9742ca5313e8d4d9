import type { Db } from '../../db/client';
import type { Settlement } from '../payments/repo';
import { poolOf, settleAndCreditVote, type SettledVote } from './repo';
import { settleAndCreditVotes } from './settle-batch';

/** Settlements in one statement at most: a batch's answer and its locks stay small. */
export const MAX_BATCH = 32;

/**
 * Settlement statements an instance runs at once. Each statement costs PostgreSQL a wakeup, an
 * executor start, a commit and its WAL flush, and the server a round trip, however many
 * settlements it carries; and concurrent batches only queue for the same candidates' row locks.
 * Two keep one statement executing while the other commits, so a lock wait or a flush does not
 * stall the queue; the rest of a burst waits and shares the next turn. Half the pool (10 with the
 * default pool), as before, ran about twice as many statements for the same callbacks (issue #28,
 * BENCHMARKS.md session 19).
 */
export const IN_FLIGHT = 2;

interface Waiting {
  settlement: Settlement;
  resolve: (answer: SettledVote | null) => void;
  reject: (err: unknown) => void;
}

/**
 * Vote settlements, at most `inFlight` statements at a time; the ones that arrive while all are
 * running wait, and the next free turn settles up to MAX_BATCH of them in one statement (issue #28:
 * finale night's callbacks cost one commit and one round trip each, and 40 backends contended for
 * 20 candidate rows). A settlement on an idle server runs at once, alone, through today's statement:
 * no timer, no added wait. IN_FLIGHT by default, and never more than half the pool, so reads (a
 * miss's diagnosis, the pages) still find a connection while callbacks queue.
 */
export function voteSettleBatcher(
  db: Db,
  inFlight = Math.max(1, Math.min(IN_FLIGHT, Math.floor((poolOf(db).options.max ?? 10) / 2))),
  // The batch's own error: its settlements' retries report only theirs, which may all succeed.
  onBatchFailed: (err: unknown, txnids: string[]) => void = () => {},
) {
  const queue: Waiting[] = [];
  let running = 0;

  /**
   * Up to MAX_BATCH waiting settlements with distinct txnids, taken in arrival order (a repeat waits for
   * the next turn) and sent in txnid order: two instances' batches that share replayed txnids then lock
   * those payments in the same order too, and the credits' counts and seqs run in that order.
   */
  function take(): Waiting[] {
    const batch: Waiting[] = [];
    const txnids = new Set<string>();
    for (let i = 0; i < queue.length && batch.length < MAX_BATCH;) {
      const w = queue[i]!;
      if (txnids.has(w.settlement.txnid)) {
        i++;
        continue;
      }
      txnids.add(w.settlement.txnid);
      batch.push(w);
      queue.splice(i, 1);
    }
    return batch.sort((a, b) => (a.settlement.txnid < b.settlement.txnid ? -1 : 1));
  }

  async function alone(w: Waiting): Promise<void> {
    try {
      w.resolve(await settleAndCreditVote(db, w.settlement));
    } catch (err) {
      w.reject(err);
    }
  }

  async function together(batch: Waiting[]): Promise<void> {
    let answers: (SettledVote | null)[];
    try {
      answers = await settleAndCreditVotes(
        db,
        batch.map((w) => w.settlement),
      );
    } catch (err) {
      onBatchFailed(
        err,
        batch.map((w) => w.settlement.txnid),
      );
      // Nothing of it committed. One bad row (details that are not whole votes) must not fail its
      // neighbours: each settles alone, one after another on this turn, and gets its own answer or error.
      for (const w of batch) await alone(w);
      return;
    }
    batch.forEach((w, i) => w.resolve(answers[i]!));
  }

  function start(batch: Waiting[]): void {
    running++;
    void (batch.length === 1 ? alone(batch[0]!) : together(batch)).finally(() => {
      running--;
      pump();
    });
  }

  function pump(): void {
    while (running < inFlight && queue.length > 0) start(take());
  }

  return {
    settle(settlement: Settlement): Promise<SettledVote | null> {
      return new Promise((resolve, reject) => {
        queue.push({ settlement, resolve, reject });
        pump();
      });
    },
  };
}
