import { randomBytes } from 'node:crypto';
import type { PaymentPurpose } from '@pageant/common';
import { REFUND_MSG, type RefundResult } from '@pageant/common/content/refunds';
import { isTxnid } from '@pageant/common/content/receipts';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { payments } from '../../db/schema';
import { AppError, ConflictError, NotFoundError } from '../../errors';
import type { Logger } from '../../logger';
import type { PaymentGateway, RefundAnswer, RefundCheck } from '../../payments/gateway';
import type { StripeGateway } from '../../payments/stripe';
import { recordAudit, type AuditActor } from '../audit/service';
import type { PaymentRow } from './repo';

/**
 * Undoes what a payment bought, inside the refund's transaction (votes off the count and a negative
 * ledger row, registration or donation marked refunded). It may return a callback run after commit.
 */
export type PaymentReversal = (tx: Tx, payment: PaymentRow) => Promise<void | (() => void)>;

/** Automatic refunds have no admin behind them; the audit log says so. */
export const SYSTEM_ACTOR: AuditActor = { actor: 'system', ip: null };

export class RefundRefusedError extends AppError {
  constructor(reason: string) {
    super(422, 'REFUND_REFUSED', `${REFUND_MSG.gatewayRefused}: ${reason}`);
  }
}

export const USD_REFUNDS_OFF =
  'Dollar payments are switched off on this server (STRIPE_MODE=off), so this dollar payment cannot be refunded from here. Refund it in the Stripe dashboard.';

/** PayU wants a fresh token per refund request; 17 characters stays inside its limit. */
const newRefundToken = () => `R${randomBytes(8).toString('hex')}`;

interface RefundDeps {
  db: Db;
  gateway: PaymentGateway;
  /** Dollar payments are refunded through Stripe; null while STRIPE_MODE=off. */
  stripe: StripeGateway | null;
  log: Logger;
  reversals: ReadonlyMap<PaymentPurpose, PaymentReversal>;
}

/**
 * A full refund, exactly once. The payment row is locked for the whole refund, so a second request
 * (even a concurrent one) waits, then finds `refunded` and gets 409; the gateway is asked once.
 * The gateway is asked before anything else is written, so a refusal changes nothing, and the
 * candidate's row is only locked after it answered: live voting for her never waits on PayU.
 */
export function refunder({ db, gateway, stripe, log, reversals }: RefundDeps) {
  /**
   * Stripe refunds a PaymentIntent, which the Checkout Session names; its answer already says where the
   * refund stands, so there is no separate status request as with PayU.
   */
  async function stripeRefund(p: PaymentRow): Promise<{ answer: RefundAnswer; check: RefundCheck }> {
    if (!stripe) throw new ConflictError(USD_REFUNDS_OFF, 'CURRENCY_UNAVAILABLE');
    if (!p.gatewaySessionId) throw new ConflictError(REFUND_MSG.noGatewayId, 'NO_GATEWAY_ID');
    const session = await stripe.retrieveSession(p.gatewaySessionId);
    if (!session.paymentIntent) throw new ConflictError(REFUND_MSG.noGatewayId, 'NO_GATEWAY_ID');
    const refund = await stripe.refund(session.paymentIntent, Math.round(Number(p.amount) * 100));
    if (refund.status === 'failure') {
      return {
        answer: { accepted: false, message: `Stripe refund ${refund.id} failed`, raw: refund.raw },
        check: { status: 'failure', raw: null },
      };
    }
    return {
      answer: { accepted: true, requestId: refund.id, message: refund.status, raw: refund.raw },
      check: { status: refund.status, raw: refund.raw },
    };
  }

  return async function refundPayment(txnid: string, reason: string, by: AuditActor): Promise<RefundResult> {
    if (!isTxnid(txnid)) throw new NotFoundError(REFUND_MSG.notFound, 'PAYMENT_NOT_FOUND');
    let afterCommit: (() => void) | undefined;
    let check: RefundCheck = { status: 'unknown', raw: null };
    let acceptedRequest: string | null = null;
    const refunded = await db
      .transaction(async (tx) => {
        const [p] = await tx.select().from(payments).where(eq(payments.txnid, txnid)).for('update');
        if (!p) throw new NotFoundError(REFUND_MSG.notFound, 'PAYMENT_NOT_FOUND');
        if (p.status === 'refunded') throw new ConflictError(REFUND_MSG.alreadyRefunded, 'ALREADY_REFUNDED');
        if (p.status !== 'success') throw new ConflictError(REFUND_MSG.notRefundable, 'NOT_REFUNDABLE');
        if (!p.mihpayid) throw new ConflictError(REFUND_MSG.noGatewayId, 'NO_GATEWAY_ID');
        const reverse = reversals.get(p.purpose);
        if (!reverse) throw new Error(`no payment reversal registered for purpose ${p.purpose}`);

        const token = newRefundToken();
        const unreachable = (err: unknown): never => {
          if (err instanceof AppError) throw err;
          log.error({ err, txnid }, 'refund request to the gateway failed: nothing refunded');
          throw new AppError(502, 'GATEWAY_UNREACHABLE', REFUND_MSG.gatewayUnreachable);
        };
        const viaStripe = p.gateway === 'stripe' ? await stripeRefund(p).catch(unreachable) : null;
        const answer = viaStripe
          ? viaStripe.answer
          : await gateway.refund({ mihpayid: p.mihpayid, tokenId: token, amount: p.amount }).catch(unreachable);
        if (!answer.accepted) {
          log.warn({ txnid, reason: answer.message }, 'the gateway refused a refund: nothing changed');
          throw new RefundRefusedError(answer.message);
        }
        // The money has moved; how far the bank has got is worth recording, but must not undo the refund.
        check = viaStripe
          ? viaStripe.check
          : await gateway.refundStatus(answer.requestId).catch((err: unknown) => {
              log.warn({ err, txnid }, 'refund status check failed; the refund stands');
              return { status: 'unknown' as const, raw: null };
            });
        acceptedRequest = answer.requestId;

        const now = new Date();
        const [row] = await tx
          .update(payments)
          .set({
            status: 'refunded',
            refundedAt: now,
            refundReason: reason,
            refundRequestId: answer.requestId,
            refundStatus: check.status,
            refundResponse: { token, refund: answer.raw, status: check.raw } as Record<string, unknown>,
            updatedAt: now,
          })
          .where(eq(payments.id, p.id))
          .returning();
        afterCommit = (await reverse(tx, row!)) ?? undefined;
        await recordAudit(tx, {
          ...by,
          action: 'payments.refund',
          target: p.txnid,
          summary: `status: 'success' -> 'refunded'; ${p.purpose} of ${p.currency} ${p.amount} refunded in full; reason: '${reason}'`,
        });
        return row!;
      })
      .catch((err: unknown) => {
        // Only after the gateway said yes can a failure here leave money refunded but not recorded: say it loudly.
        if (acceptedRequest)
          log.error({ err, txnid, refundRequestId: acceptedRequest }, 'REFUNDED AT THE GATEWAY BUT NOT RECORDED: fix by hand');
        throw err;
      });
    log.info({ txnid, purpose: refunded.purpose, amount: refunded.amount, by: by.actor, gatewayStatus: check.status }, 'payment refunded');
    if (afterCommit) {
      try {
        afterCommit();
      } catch (err) {
        log.error({ err, txnid }, 'after-commit step of a refund failed');
      }
    }
    return {
      success: true,
      message: REFUND_MSG.refunded,
      txnid: refunded.txnid,
      status: 'refunded',
      refundedAt: refunded.refundedAt!.toISOString(),
      gatewayStatus: check.status,
    };
  };
}
