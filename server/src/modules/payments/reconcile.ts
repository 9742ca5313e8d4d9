import type { Currency } from '@pageant/common/content/pricing';
import { RECEIPT_MSG_PUBLIC, type PaymentReceipt } from '@pageant/common/content/receipts';
import type { Db } from '../../db/client';
import type { Logger } from '../../logger';
import { AppError } from '../../errors';
import type { PaymentGateway, TransactionCheck } from '../../payments/gateway';
import type { StripeGateway } from '../../payments/stripe';
import { claimGatewayLook } from './check-throttle';
import { storedReceipt, toReceipt } from './receipts';
import { recheckPendingRefunds } from './refund-recheck';
import * as repo from './repo';
import type { PaymentRow } from './repo';
import type { SettleResult, Settler } from './settle';

export interface ReconcileDeps {
  db: Db;
  gateway: PaymentGateway;
  stripe: StripeGateway | null;
  log: Logger;
  settlePayment: Settler['settlePayment'];
}

const STALE_AFTER_MS = 15 * 60_000;
/** A checkout PayU never heard of is abandoned; after a day it is closed as a failure. */
const ABANDONED_AFTER_MS = 24 * 60 * 60_000;

const gatewayRaw = (row: PaymentRow, raw: unknown) =>
  (row.gateway === 'stripe' ? { stripe: raw } : { verify_payment: raw }) as Record<string, unknown>;

/**
 * The two ways an open payment is asked about at its gateway: a payer's "check my payment" and the
 * periodic reconciliation. Both settle what they hear through settlePayment, like a callback.
 */
export function reconciler({ db, gateway, stripe, log, settlePayment }: ReconcileDeps) {
  /** The gateway's word on an open payment: PayU verify_payment, or a Stripe session lookup. */
  async function askGateway(row: PaymentRow): Promise<TransactionCheck & { currency: Currency; gatewaySessionId?: string }> {
    if (row.gateway !== 'stripe') return { ...(await gateway.verifyTransaction(row.txnid)), currency: 'INR' };
    // Dollars switched off since: the payment stays open (it may be paid) until Stripe can be asked again.
    if (!stripe) throw new Error('STRIPE_MODE=off: Stripe cannot be asked about this dollar payment');
    // No session: Stripe refused to open one, or the server stopped in between; nobody can have paid.
    if (!row.gatewaySessionId) return { status: 'not_found', raw: null, currency: row.currency };
    const check = await stripe.retrieveSession(row.gatewaySessionId);
    // Stripe has no such session (the sandbox's live in memory): as with PayU's "not found", closed after a day.
    if (!check) return { status: 'not_found', raw: null, currency: row.currency };
    return {
      // An open session is one nobody has paid yet: nothing to settle until it is paid or expires.
      status: check.status === 'pending' ? 'not_found' : check.status,
      amount: check.amount,
      mihpayid: check.paymentIntent ?? undefined,
      raw: check.raw,
      currency: check.currency as Currency,
      gatewaySessionId: check.id,
    };
  }

  return {
    /**
     * "Check my payment": an open payment is asked about (verify_payment, or its Checkout Session) and
     * settled through settlePayment, like a callback, at most once per payment per 10 s across
     * instances; every other check answers the stored state. A settled one is only read.
     */
    async checkPayment(txnid: string): Promise<PaymentReceipt> {
      const { row, receipt } = await storedReceipt(db, txnid);
      if (row.status !== 'initiated' && row.status !== 'pending') return receipt;
      if (!(await claimGatewayLook(db, row.txnid))) return receipt;
      log.info({ txnid: row.txnid, gateway: row.gateway }, 'check my payment: gateway asked');
      let check;
      try {
        check = await askGateway(row);
      } catch (err) {
        log.error({ err, txnid: row.txnid, gateway: row.gateway }, 'check my payment: asking the gateway failed');
        throw new AppError(502, 'GATEWAY_UNREACHABLE', RECEIPT_MSG_PUBLIC.checkFailed);
      }
      if (check.status === 'not_found') return receipt;
      const result = await settlePayment({
        txnid: row.txnid,
        status: check.status,
        amount: check.amount ?? '',
        currency: check.currency,
        gatewaySessionId: check.gatewaySessionId,
        gateway: row.gateway,
        mihpayid: check.mihpayid,
        raw: gatewayRaw(row, check.raw),
        source: 'check',
      });
      return result.payment ? toReceipt(db, result.payment) : receipt;
    },

    /** Open payments older than 15 minutes are asked about with verify_payment and settled. */
    async reconcileStalePayments(olderThanMs = STALE_AFTER_MS, limit = 200) {
      const counts = { checked: 0, credited: 0, failed: 0, pending: 0, unchanged: 0, errors: 0 };
      for (const p of await repo.findStale(db, olderThanMs, limit)) {
        counts.checked += 1;
        try {
          const check = await askGateway(p);
          const raw = gatewayRaw(p, check.raw);
          let result: SettleResult | null = null;
          if (check.status === 'not_found') {
            if (Date.now() - p.createdAt.getTime() > ABANDONED_AFTER_MS) {
              result = await settlePayment({
                txnid: p.txnid,
                status: 'failure',
                amount: p.amount,
                currency: p.currency,
                raw,
                source: 'reconcile',
              });
            }
          } else {
            result = await settlePayment({
              txnid: p.txnid,
              status: check.status,
              amount: check.amount ?? '',
              currency: check.currency,
              gatewaySessionId: check.gatewaySessionId,
              gateway: p.gateway,
              mihpayid: check.mihpayid,
              raw,
              source: 'reconcile',
            });
          }
          const o = result?.outcome;
          if (o === 'credited') counts.credited += 1;
          else if (o === 'failed') counts.failed += 1;
          else if (o === 'pending') counts.pending += 1;
          else counts.unchanged += 1;
        } catch (err) {
          counts.errors += 1;
          log.error({ err, txnid: p.txnid }, 'reconciling a payment failed');
        }
      }
      if (counts.checked) log.info(counts, 'stale payments reconciled');
      // Refunds PayU has not finished are asked about on the same schedule (issue #26).
      return { ...counts, ...(await recheckPendingRefunds({ db, gateway, log })) };
    },
  };
}

/** The periodic reconciliation job; index.ts starts it and calls the returned stop on shutdown. */
export function startReconciler(payments: { reconcileStalePayments(): Promise<unknown> }, intervalMs: number, logger: Logger): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    payments
      .reconcileStalePayments()
      .catch((err: unknown) => logger.error({ err }, 'payment reconciliation run failed'))
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
