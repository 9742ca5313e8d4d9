import { and, eq, gt, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payments } from '../../db/schema';
import type { Logger } from '../../logger';
import type { PaymentGateway } from '../../payments/gateway';
import type { RefundState } from '../../payments/types';
import { recordAudit } from '../audit/service';
import { SYSTEM_ACTOR } from './refunds';

/**
 * Refund states that may still change. `unknown` (PayU said something we do not know, or could not be
 * asked) is among them: it is asked about again rather than taken as final.
 */
export const PENDING_REFUND_STATES: readonly RefundState[] = ['queued', 'in_progress', 'requested', 'unknown'];
const FINAL_REFUND_STATES: readonly RefundState[] = ['success', 'failure'];

/** PayU settles a refund with the bank in 5-7 business days; after a month one still open is for a person, not a timer. */
const RECHECK_FOR_MS = 30 * 24 * 60 * 60_000;

export interface RefundRecheckCounts {
  refundsChecked: number;
  /** Moved on, to another pending state or a final one. */
  refundsChanged: number;
  refundsFinal: number;
  refundErrors: number;
}

interface RecheckDeps {
  db: Db;
  gateway: PaymentGateway;
  log: Logger;
}

/**
 * Asks PayU (check_action_status) about every refund it has not finished, on the reconciliation
 * schedule. A new state is written by one conditional UPDATE that requires the state it replaces, so
 * of two instances asking at once only one records it, and a final state is never overwritten. The
 * refund's reversal (votes, totals) ran once when the refund was made and is not repeated here.
 */
export async function recheckPendingRefunds({ db, gateway, log }: RecheckDeps, limit = 100): Promise<RefundRecheckCounts> {
  const counts: RefundRecheckCounts = { refundsChecked: 0, refundsChanged: 0, refundsFinal: 0, refundErrors: 0 };
  const open = await db
    .select({
      id: payments.id,
      txnid: payments.txnid,
      requestId: payments.refundRequestId,
      state: payments.refundStatus,
      response: payments.refundResponse,
    })
    .from(payments)
    .where(
      and(
        eq(payments.status, 'refunded'),
        // Stripe answers a refund's state when it is made; only PayU's are asked about later.
        eq(payments.gateway, 'payu'),
        isNotNull(payments.refundRequestId),
        inArray(payments.refundStatus, [...PENDING_REFUND_STATES]),
        gt(payments.refundedAt, sql`now() - make_interval(secs => ${RECHECK_FOR_MS / 1000})`),
      ),
    )
    .orderBy(payments.refundedAt)
    .limit(limit);

  for (const r of open) {
    counts.refundsChecked += 1;
    let next: RefundState;
    let raw: unknown;
    try {
      ({ status: next, raw } = await gateway.refundStatus(r.requestId!));
    } catch (err) {
      counts.refundErrors += 1;
      log.warn({ err, txnid: r.txnid }, 'refund status check failed; asked again on the next run');
      continue;
    }
    // Same answer, or one we cannot read: nothing to record, so a replayed run writes nothing.
    if (next === r.state || next === 'unknown') continue;
    const changed = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(payments)
        .set({
          refundStatus: next,
          refundResponse: { ...(r.response ?? {}), status: raw } as Record<string, unknown>,
          updatedAt: new Date(),
        })
        .where(and(eq(payments.id, r.id), eq(payments.status, 'refunded'), eq(payments.refundStatus, r.state!)))
        .returning({ id: payments.id });
      if (!row) return false;
      await recordAudit(tx, {
        ...SYSTEM_ACTOR,
        action: 'payments.refund_status',
        target: r.txnid,
        summary: `refund request ${r.requestId}: '${r.state}' -> '${next}' (PayU check_action_status)`,
      });
      return true;
    });
    // Another instance recorded this step first.
    if (!changed) continue;
    counts.refundsChanged += 1;
    if (!FINAL_REFUND_STATES.includes(next)) continue;
    counts.refundsFinal += 1;
    if (next === 'success') log.info({ txnid: r.txnid, refundRequestId: r.requestId }, 'refund completed at the bank');
    // PayU took nothing from the settlement: the payer has not got her money back, though our rows say refunded.
    else
      log.error(
        { txnid: r.txnid, refundRequestId: r.requestId },
        'REFUND FAILED AT THE BANK: refund this payment again from the PayU dashboard',
      );
  }
  return counts;
}
