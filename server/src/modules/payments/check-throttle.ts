import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { payments } from '../../db/schema';

/**
 * "Check my payment" is public and one click away: without a limit every click (or script) becomes a
 * request to PayU or Stripe on our account. One look per payment per this many seconds is enough for
 * a payer waiting on her bank; every other check answers what the last look stored.
 */
export const GATEWAY_LOOK_INTERVAL_S = 10;

/**
 * Claims this payment's next look at the gateway. The claim is one conditional UPDATE timed by
 * PostgreSQL's clock, so of any number of concurrent checks on any number of instances exactly one
 * wins per interval. Only an open payment can be claimed: a settled one is only ever read.
 */
export async function claimGatewayLook(db: DbOrTx, txnid: string): Promise<boolean> {
  const claimed = await db
    .update(payments)
    .set({ lastGatewayCheckAt: sql`now()` })
    .where(
      and(
        eq(payments.txnid, txnid),
        inArray(payments.status, ['initiated', 'pending']),
        or(
          isNull(payments.lastGatewayCheckAt),
          lte(payments.lastGatewayCheckAt, sql`now() - make_interval(secs => ${GATEWAY_LOOK_INTERVAL_S})`),
        ),
      ),
    )
    .returning({ txnid: payments.txnid });
  return claimed.length > 0;
}
