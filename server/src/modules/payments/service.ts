import { randomBytes } from 'node:crypto';
import { PAYMENT_PURPOSES, type PaymentPurpose } from '@pageant/common';
import { isTxnid, RECEIPT_MSG_PUBLIC, type PaymentReceipt } from '@pageant/common/content/receipts';
import type { Config } from '../../config';
import type { Db, DbOrTx, Tx } from '../../db/client';
import type { Logger } from '../../logger';
import { AppError, NotFoundError } from '../../errors';
import { paymentReceiptUrl } from '../../mail/templates';
import type { PaymentGateway } from '../../payments/gateway';
import { toReceipt } from './receipts';
import { refunder, SYSTEM_ACTOR, type PaymentReversal } from './refunds';
import * as repo from './repo';
import type { PaymentRow } from './repo';

export type { PaymentRow, PaymentReversal };
export { SYSTEM_ACTOR };

/**
 * What a successful payment buys, run inside the settling transaction (votes, registration paid,
 * donation row). It may return a callback that runs after commit (broadcast, mail).
 */
export type PaymentEffect = (tx: Tx, payment: PaymentRow) => Promise<void | (() => void)>;

export interface InitiateInput {
  purpose: PaymentPurpose;
  referenceId: string;
  /** Two decimals, e.g. '2000.00', computed by the server, never taken from the browser. */
  amount: string;
  productInfo: string;
  firstName: string;
  email: string;
  phone: string;
  details?: Record<string, unknown>;
}

export interface SettleInput {
  txnid: string;
  status: string;
  amount: string;
  mihpayid?: string;
  raw: Record<string, unknown>;
  source: 'callback' | 'webhook' | 'reconcile' | 'check';
}

export type SettleOutcome = 'credited' | 'failed' | 'pending' | 'already_settled' | 'rejected' | 'forged';

export interface SettleResult {
  outcome: SettleOutcome;
  /** The payment as stored after settling (null when the txnid is unknown). */
  payment: PaymentRow | null;
}

export interface PaymentDeps {
  db: Db;
  gateway: PaymentGateway;
  logger: Logger;
  config: Pick<Config, 'publicUrl'>;
}

const AMOUNT = /^\d{1,10}(\.\d{1,2})?$/;
const STALE_AFTER_MS = 15 * 60_000;
/** A checkout PayU never heard of is abandoned; after a day it is closed as a failure. */
const ABANDONED_AFTER_MS = 24 * 60 * 60_000;
const SETTLED_STATUS = { success: 'success', failure: 'failure', pending: 'pending' } as const;

/** Amounts compared in paise, so '2500', '2500.0' and '2500.00' agree. */
export function toPaise(amount: string): number | null {
  return AMOUNT.test(amount) ? Math.round(Number(amount) * 100) : null;
}

/** PayU signs pipe-joined fields: a pipe or control character in a value would shift the hash. */
const payuSafe = (s: string, max: number) =>
  s
    .replace(/[|\p{Cc}]/gu, ' ')
    .trim()
    .slice(0, max);

class MissingEffectError extends Error {
  constructor(readonly purpose: string) {
    super(`no payment effect registered for purpose ${purpose}`);
  }
}

const newTxnid = () => `T${randomBytes(10).toString('hex')}`;

export function paymentService({ db, gateway, logger, config }: PaymentDeps) {
  const log = logger.child({ module: 'payments' });
  const effects = new Map<PaymentPurpose, PaymentEffect>();
  const reversals = new Map<PaymentPurpose, PaymentReversal>();
  const callbackUrl = `${config.publicUrl}/api/payment/callback`;

  /** Runs the purpose's effect in the settling transaction; a purpose nobody handles rolls back. */
  async function applyEffect(tx: Tx, payment: PaymentRow): Promise<void | (() => void)> {
    const effect = effects.get(payment.purpose);
    if (!effect) throw new MissingEffectError(payment.purpose);
    return effect(tx, payment);
  }

  function unknownTxnid(input: SettleInput): SettleResult {
    log.warn({ txnid: input.txnid, source: input.source }, 'gateway response for an unknown txnid ignored');
    return { outcome: 'rejected', payment: null };
  }

  function amountMismatch(input: SettleInput, stored: PaymentRow): SettleResult {
    log.warn(
      { txnid: input.txnid, source: input.source, amount: input.amount, expected: stored.amount },
      'gateway amount does not match the payment: nothing changed',
    );
    return { outcome: 'rejected', payment: stored };
  }

  /**
   * The one exactly-once path for callbacks, webhooks and reconciliation (DESIGN §5): move the
   * payment out of its open state in one conditional UPDATE that also requires the stored amount,
   * and only if that UPDATE won, credit what was bought, in the same transaction.
   */
  async function settlePayment(input: SettleInput): Promise<SettleResult> {
    const paid = toPaise(input.amount);
    const status = SETTLED_STATUS[input.status.toLowerCase() as keyof typeof SETTLED_STATUS];
    if (paid === null || !status) {
      const stored = await repo.findByTxnid(db, input.txnid);
      if (!stored) return unknownTxnid(input);
      if (paid === null) return amountMismatch(input, stored);
      log.warn({ txnid: input.txnid, source: input.source, status: input.status }, 'unknown gateway status ignored');
      return { outcome: 'rejected', payment: stored };
    }

    let afterCommit: (() => void) | undefined;
    let settled: PaymentRow | null;
    try {
      settled = await db.transaction(async (tx) => {
        const row = await repo.settleOpenPayment(tx, {
          txnid: input.txnid,
          amount: (paid / 100).toFixed(2),
          status,
          mihpayid: input.mihpayid ?? null,
          gatewayResponse: input.raw,
        });
        if (row?.status === 'success') afterCommit = (await applyEffect(tx, row)) ?? undefined;
        return row;
      });
    } catch (err) {
      // Rolled back: the payment stays open, so reconciliation credits it once the purpose is wired.
      if (!(err instanceof MissingEffectError)) throw err;
      log.error({ txnid: input.txnid, purpose: err.purpose }, 'successful payment left open: nothing handles its purpose');
      return { outcome: 'rejected', payment: await repo.findByTxnid(db, input.txnid) };
    }

    if (!settled) {
      // The gate matched nothing: an unknown txnid, a different amount, or a payment already settled.
      const stored = await repo.findByTxnid(db, input.txnid);
      if (!stored) return unknownTxnid(input);
      if (toPaise(stored.amount) !== paid) return amountMismatch(input, stored);
      log.info({ txnid: input.txnid, source: input.source }, 'payment already settled: duplicate ignored');
      return { outcome: 'already_settled', payment: stored };
    }
    log.info(
      { txnid: settled.txnid, purpose: settled.purpose, status: settled.status, amount: settled.amount, source: input.source },
      'payment settled',
    );
    if (afterCommit) {
      try {
        afterCommit();
      } catch (err) {
        log.error({ err, txnid: settled.txnid }, 'after-commit step of a settled payment failed');
      }
    }
    const outcome = settled.status === 'success' ? 'credited' : settled.status === 'failure' ? 'failed' : 'pending';
    return { outcome, payment: settled };
  }

  async function storedReceipt(txnid: string): Promise<{ row: PaymentRow; receipt: PaymentReceipt }> {
    const row = isTxnid(txnid) ? await repo.findByTxnid(db, txnid) : null;
    if (!row) throw new NotFoundError(RECEIPT_MSG_PUBLIC.notFound, 'PAYMENT_NOT_FOUND');
    return { row, receipt: await toReceipt(db, row) };
  }

  return {
    registerEffect(purpose: PaymentPurpose, effect: PaymentEffect) {
      effects.set(purpose, effect);
    },

    /** What a refund undoes for this purpose, run inside the refund's transaction. */
    registerReversal(purpose: PaymentPurpose, reversal: PaymentReversal) {
      reversals.set(purpose, reversal);
    },

    refundPayment: refunder({ db, gateway, log, reversals }),

    /** The public receipt page's address, for mails. */
    receiptUrl: (txnid: string) => paymentReceiptUrl(config.publicUrl, txnid),

    async receipt(txnid: string): Promise<PaymentReceipt> {
      return (await storedReceipt(txnid)).receipt;
    },

    /**
     * "Check my payment": an open payment is asked about at once (verify_payment) and settled
     * through settlePayment, like a callback; a settled one is only read, so this changes nothing
     * that a callback would not.
     */
    async checkPayment(txnid: string): Promise<PaymentReceipt> {
      const { row, receipt } = await storedReceipt(txnid);
      if (row.status !== 'initiated' && row.status !== 'pending') return receipt;
      let check;
      try {
        check = await gateway.verifyTransaction(row.txnid);
      } catch (err) {
        log.error({ err, txnid: row.txnid }, 'check my payment: verify_payment failed');
        throw new AppError(502, 'GATEWAY_UNREACHABLE', RECEIPT_MSG_PUBLIC.checkFailed);
      }
      if (check.status === 'not_found') return receipt;
      const result = await settlePayment({
        txnid: row.txnid,
        status: check.status,
        amount: check.amount ?? '',
        mihpayid: check.mihpayid,
        raw: { verify_payment: check.raw } as Record<string, unknown>,
        source: 'check',
      });
      return result.payment ? toReceipt(db, result.payment) : receipt;
    },

    /** Stores the payment as `initiated` first, then hands out the signed form (DESIGN §5). */
    async initiatePayment(input: InitiateInput, tx: DbOrTx = db) {
      if (!AMOUNT.test(input.amount)) throw new Error(`invalid payment amount ${input.amount}`);
      const payment = await repo.insertPayment(tx, {
        txnid: newTxnid(),
        purpose: input.purpose,
        referenceId: input.referenceId,
        amount: Number(input.amount).toFixed(2),
        details: input.details ?? {},
        productInfo: payuSafe(input.productInfo, 100),
        firstName: payuSafe(input.firstName, 120) || 'Customer',
        email: payuSafe(input.email, 254),
        phone: payuSafe(input.phone, 20),
      });
      const fields = gateway.formFields({
        txnid: payment.txnid,
        amount: payment.amount,
        productinfo: payment.productInfo,
        firstname: payment.firstName,
        email: payment.email,
        phone: payment.phone,
        surl: callbackUrl,
        furl: callbackUrl,
        udf1: payment.purpose,
        udf2: payment.referenceId,
      });
      log.info({ txnid: payment.txnid, purpose: payment.purpose, amount: payment.amount }, 'payment initiated');
      return { url: gateway.checkoutUrl, fields, payment };
    },

    settlePayment,

    /** A browser return or a server-to-server notice: trusted only after the hash checks out. */
    async handleGatewayResponse(fields: Record<string, string>, source: 'callback' | 'webhook'): Promise<SettleResult> {
      if (!gateway.verifyResponse(fields)) {
        log.warn({ txnid: fields.txnid, source, status: fields.status }, 'gateway response with a bad hash refused');
        return { outcome: 'forged', payment: null };
      }
      return settlePayment({
        txnid: fields.txnid!,
        status: fields.status!,
        amount: fields.amount!,
        mihpayid: fields.mihpayid,
        raw: { ...fields },
        source,
      });
    },

    /** Open payments older than 15 minutes are asked about with verify_payment and settled. */
    async reconcileStalePayments(olderThanMs = STALE_AFTER_MS, limit = 200) {
      const counts = { checked: 0, credited: 0, failed: 0, pending: 0, unchanged: 0, errors: 0 };
      for (const p of await repo.findStale(db, olderThanMs, limit)) {
        counts.checked += 1;
        try {
          const check = await gateway.verifyTransaction(p.txnid);
          const raw = { verify_payment: check.raw } as Record<string, unknown>;
          let result: SettleResult | null = null;
          if (check.status === 'not_found') {
            if (Date.now() - p.createdAt.getTime() > ABANDONED_AFTER_MS) {
              result = await settlePayment({ txnid: p.txnid, status: 'failure', amount: p.amount, raw, source: 'reconcile' });
            }
          } else {
            result = await settlePayment({
              txnid: p.txnid,
              status: check.status,
              amount: check.amount ?? '',
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
      return counts;
    },

    /** Where the browser lands after the gateway (DESIGN §5). Never throws for a strange form. */
    async landingUrl(result: SettleResult, claimedPurpose: string | undefined): Promise<string> {
      const p = result.payment;
      const purpose = p?.purpose ?? (PAYMENT_PURPOSES as readonly string[]).find((x) => x === claimedPurpose);
      const ok = p?.status === 'success' && result.outcome !== 'forged' && result.outcome !== 'rejected';
      const rupees = p ? String(Number(p.amount)) : '';
      const qs = (o: Record<string, string>) => new URLSearchParams(o).toString();
      switch (purpose) {
        case 'registration': {
          const token = ok && p ? await repo.findRegistrationToken(db, p.referenceId) : null;
          return token ? `/success?${qs({ id: token })}` : '/failure';
        }
        case 'vote': {
          const d = (p?.details ?? {}) as Record<string, unknown>;
          return `/contestants?${qs({
            status: ok ? 'SUCCESS' : 'FAILURE',
            candidateName: typeof d.candidateName === 'string' ? d.candidateName : '',
            votes: d.votes === undefined ? '' : String(d.votes),
            amount: rupees,
            txnid: p?.txnid ?? '',
          })}`;
        }
        case 'donation':
          // The txnid lets the banner link to the receipt (or to check-my-payment after a failure).
          return `/charitablealliance?${qs({ donation: ok ? 'success' : 'failure', amount: rupees, ...(p ? { txnid: p.txnid } : {}) })}`;
        default:
          return '/';
      }
    },
  };
}

export type PaymentService = ReturnType<typeof paymentService>;

/** The periodic reconciliation job; index.ts starts it and calls the returned stop on shutdown. */
export function startReconciler(payments: PaymentService, intervalMs: number, logger: Logger): () => void {
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
