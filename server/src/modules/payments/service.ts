import { randomBytes } from 'node:crypto';
import { PAYMENT_PURPOSES, type PaymentPurpose } from '@pageant/common';
import { GATEWAY_FOR, toMinorUnits, USD_PAYMENT_MSG, type Currency, type GatewayName } from '@pageant/common/content/pricing';
import { CHECK_PAYMENT_PATH, isTxnid, RECEIPT_MSG_PUBLIC, type PaymentReceipt } from '@pageant/common/content/receipts';
import { STRIPE_SESSION_ID } from '@pageant/common/content/stripe-webhook';
import type { Config } from '../../config';
import type { Db, DbOrTx, Tx } from '../../db/client';
import type { Logger } from '../../logger';
import { AppError, NotFoundError } from '../../errors';
import { paymentReceiptUrl } from '../../mail/templates';
import type { PaymentGateway, TransactionCheck } from '../../payments/gateway';
import type { SessionCheck, StripeGateway } from '../../payments/stripe';
import { claimGatewayLook } from './check-throttle';
import { toReceipt } from './receipts';
import { recheckPendingRefunds } from './refund-recheck';
import { refunder, SYSTEM_ACTOR, type PaymentReversal } from './refunds';
import * as repo from './repo';
import type { PaymentRow } from './repo';
import { stripeWebhookHandler, type StripeWebhookResult } from './stripe-webhook';

export type { PaymentRow, PaymentReversal, StripeWebhookResult };
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
  /** Rupees through PayU unless said otherwise. */
  currency?: Currency;
  /** The payer's own address when she gave one: Stripe's checkout page is prefilled with it (never a placeholder). */
  receiptEmail?: string | null;
}

/** What the browser does next: post PayU's signed form, or go to Stripe's hosted checkout. */
export type Checkout =
  | { method: 'POST'; url: string; fields: Record<string, string>; payment: PaymentRow }
  | { method: 'GET'; url: string; payment: PaymentRow };

/** The answer of an initiation in dollars (the browser does location.assign(url)). */
export interface RedirectAnswer {
  success: true;
  url: string;
  method: 'GET';
  txnid: string;
}

export interface SettleInput {
  txnid: string;
  status: string;
  amount: string;
  mihpayid?: string;
  raw: Record<string, unknown>;
  source: 'callback' | 'webhook' | 'reconcile' | 'check' | 'return';
  /** The currency the gateway reports; PayU only ever takes rupees. */
  currency?: Currency;
  /** Stripe's Checkout Session id, which must be the one stored with the payment. */
  gatewaySessionId?: string;
  /** The gateway whose word this is: it settles only a payment that gateway took. */
  gateway?: GatewayName;
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
  /** Stripe Checkout for dollars; null while STRIPE_MODE=off. */
  stripe?: StripeGateway | null;
  logger: Logger;
  config: Pick<Config, 'publicUrl'>;
  /** Runs after a payment settled, whichever path settled it (rendered pages show counts and totals). */
  onSettled?: () => void;
}

/**
 * Who is coming back from the gateway. A txnid is public (it is the receipt key); the registration
 * token is a secret, handed only to a return the payer alone can make: PayU's response with a valid
 * hash, or Stripe's success return naming the Checkout Session stored with the payment.
 */
export type Returner = 'payer' | 'anyone';

export const STRIPE_UNAVAILABLE = USD_PAYMENT_MSG.stripeUnavailable;

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

const checkPaymentUrl = (txnid: string) => `${CHECK_PAYMENT_PATH}?${new URLSearchParams({ txnid }).toString()}`;

const newTxnid = () => `T${randomBytes(10).toString('hex')}`;

export function paymentService({ db, gateway, stripe = null, logger, config, onSettled }: PaymentDeps) {
  const log = logger.child({ module: 'payments' });
  const effects = new Map<PaymentPurpose, PaymentEffect>();
  const reversals = new Map<PaymentPurpose, PaymentReversal>();
  const callbackUrl = `${config.publicUrl}/api/payment/callback`;
  // Stripe fills in {CHECKOUT_SESSION_ID} itself, so it must reach Stripe unencoded.
  const stripeReturnUrl = `${config.publicUrl}/api/payment/stripe/return?session_id={CHECKOUT_SESSION_ID}`;

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

  function currencyMismatch(input: SettleInput, stored: PaymentRow): SettleResult {
    log.warn(
      { txnid: input.txnid, source: input.source, currency: input.currency, expected: stored.currency },
      'gateway currency does not match the payment: nothing changed',
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
          currency: input.currency ?? 'INR',
          gatewaySessionId: input.gatewaySessionId,
          gateway: input.gateway,
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
      // The gate matched nothing: an unknown txnid, a different amount or currency, another session, or a payment already settled.
      const stored = await repo.findByTxnid(db, input.txnid);
      if (!stored) return unknownTxnid(input);
      if (toPaise(stored.amount) !== paid) return amountMismatch(input, stored);
      if (stored.currency !== (input.currency ?? 'INR')) return currencyMismatch(input, stored);
      if (input.gateway !== undefined && stored.gateway !== input.gateway) {
        log.warn(
          { txnid: input.txnid, source: input.source, gateway: input.gateway, expected: stored.gateway },
          'another gateway answered for this payment: nothing changed',
        );
        return { outcome: 'rejected', payment: stored };
      }
      if (input.gatewaySessionId !== undefined && stored.gatewaySessionId !== input.gatewaySessionId) {
        log.warn(
          { txnid: input.txnid, source: input.source, session: input.gatewaySessionId, expected: stored.gatewaySessionId },
          'checkout session does not match the payment: nothing changed',
        );
        return { outcome: 'rejected', payment: stored };
      }
      log.info({ txnid: input.txnid, source: input.source }, 'payment already settled: duplicate ignored');
      return { outcome: 'already_settled', payment: stored };
    }
    log.info(
      { txnid: settled.txnid, purpose: settled.purpose, status: settled.status, amount: settled.amount, source: input.source },
      'payment settled',
    );
    for (const step of [afterCommit, onSettled]) {
      if (!step) continue;
      try {
        step();
      } catch (err) {
        log.error({ err, txnid: settled.txnid }, 'after-commit step of a settled payment failed');
      }
    }
    const outcome = settled.status === 'success' ? 'credited' : settled.status === 'failure' ? 'failed' : 'pending';
    return { outcome, payment: settled };
  }

  /** A Checkout Session's state settled through the one path; the session must name one of our payments. */
  function settleSession(check: SessionCheck, status: 'success' | 'failure', source: SettleInput['source']): Promise<SettleResult> {
    return settlePayment({
      txnid: check.txnid ?? '',
      status,
      amount: check.amount,
      currency: check.currency as Currency,
      gatewaySessionId: check.id,
      gateway: 'stripe',
      mihpayid: check.paymentIntent ?? undefined,
      raw: { stripe: check.raw } as Record<string, unknown>,
      source,
    });
  }

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

  const gatewayRaw = (row: PaymentRow, raw: unknown) =>
    (row.gateway === 'stripe' ? { stripe: raw } : { verify_payment: raw }) as Record<string, unknown>;

  /** Stores the payment as `initiated`: before anyone is sent to a gateway (DESIGN §5). */
  async function storePayment(input: InitiateInput, tx: DbOrTx = db): Promise<PaymentRow> {
    if (!AMOUNT.test(input.amount)) throw new Error(`invalid payment amount ${input.amount}`);
    const currency = input.currency ?? 'INR';
    return repo.insertPayment(tx, {
      txnid: newTxnid(),
      purpose: input.purpose,
      referenceId: input.referenceId,
      amount: Number(input.amount).toFixed(2),
      currency,
      gateway: GATEWAY_FOR[currency],
      details: input.details ?? {},
      productInfo: payuSafe(input.productInfo, 100),
      firstName: payuSafe(input.firstName, 120) || 'Customer',
      email: payuSafe(input.email, 254),
      phone: payuSafe(input.phone, 20),
    });
  }

  function payuCheckout(payment: PaymentRow) {
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
  }

  /**
   * Opens the Checkout Session for a stored dollar payment. Stripe failing is not the visitor's doing:
   * the payment is closed as failed (nobody can pay it) and the answer is a 502 that says nothing was charged.
   */
  async function stripeCheckout(payment: PaymentRow, receiptEmail: string | null | undefined): Promise<Checkout> {
    if (!stripe) throw new Error('a dollar payment was stored while STRIPE_MODE=off');
    let session;
    try {
      session = await stripe.createCheckoutSession({
        txnid: payment.txnid,
        purpose: payment.purpose,
        referenceId: payment.referenceId,
        amountMinor: toMinorUnits(Number(payment.amount)),
        productName: payment.productInfo,
        email: receiptEmail ?? null,
        successUrl: stripeReturnUrl,
        // Stripe fills {CHECKOUT_SESSION_ID} in success_url only: the way back from a cancel names our txnid.
        cancelUrl: `${config.publicUrl}/api/payment/stripe/return?${new URLSearchParams({ txnid: payment.txnid, cancelled: '1' }).toString()}`,
      });
      await repo.setGatewaySession(db, payment.txnid, session.id);
    } catch (err) {
      log.error({ err, txnid: payment.txnid }, 'Stripe checkout session could not be opened: payment closed as failed');
      await repo
        .settleOpenPayment(db, {
          txnid: payment.txnid,
          amount: payment.amount,
          currency: payment.currency,
          status: 'failure',
          mihpayid: null,
          gatewayResponse: { stripe_error: err instanceof Error ? err.message : String(err) },
        })
        .catch((e: unknown) => log.error({ err: e, txnid: payment.txnid }, 'closing the failed dollar payment failed'));
      throw new AppError(502, 'GATEWAY_UNREACHABLE', STRIPE_UNAVAILABLE);
    }
    log.info({ txnid: payment.txnid, purpose: payment.purpose, amount: payment.amount, currency: 'USD' }, 'payment initiated');
    return { method: 'GET', url: session.url, payment: { ...payment, gatewaySessionId: session.id } };
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

    refundPayment: refunder({ db, gateway, stripe, log, reversals }),

    /** The public receipt page's address, for mails. */
    receiptUrl: (txnid: string) => paymentReceiptUrl(config.publicUrl, txnid),

    async receipt(txnid: string): Promise<PaymentReceipt> {
      return (await storedReceipt(txnid)).receipt;
    },

    /**
     * "Check my payment": an open payment is asked about (verify_payment, or its Checkout Session) and
     * settled through settlePayment, like a callback, at most once per payment per 10 s across
     * instances; every other check answers the stored state. A settled one is only read.
     */
    async checkPayment(txnid: string): Promise<PaymentReceipt> {
      const { row, receipt } = await storedReceipt(txnid);
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

    /** Stores a rupee payment as `initiated` first, then hands out the signed form (DESIGN §5). */
    async initiatePayment(input: InitiateInput, tx: DbOrTx = db) {
      if ((input.currency ?? 'INR') !== 'INR') throw new Error('initiatePayment is for rupees; use beginPayment');
      return payuCheckout(await storePayment(input, tx));
    },

    /**
     * Either currency: the payment is stored (and committed) first, then PayU's form is signed or
     * Stripe's Checkout Session opened. `tx` is only for rupees: a session is never opened mid-transaction.
     */
    async beginPayment(input: InitiateInput): Promise<Checkout> {
      const payment = await storePayment(input);
      return payment.currency === 'USD' ? stripeCheckout(payment, input.receiptEmail) : { method: 'POST', ...payuCheckout(payment) };
    },

    storePayment,

    /** Sends an already stored payment to its gateway (registration stores hers with the registration, in one transaction). */
    async openCheckout(payment: PaymentRow, receiptEmail?: string | null): Promise<Checkout> {
      return payment.currency === 'USD' ? stripeCheckout(payment, receiptEmail) : { method: 'POST', ...payuCheckout(payment) };
    },

    /** The answer to a dollar initiation: the browser goes to Stripe's page. */
    redirectAnswer(checkout: Checkout): RedirectAnswer {
      return { success: true, url: checkout.url, method: 'GET', txnid: checkout.payment.txnid };
    },

    /** POST /api/payment/stripe/webhook (stripe-webhook.ts): signed, well-formed session events settle their Stripe payment. */
    handleStripeWebhook: stripeWebhookHandler({ stripe, log, settleSession }),

    /**
     * GET /api/payment/stripe/return: where Stripe sends the browser back. It never credits on its own
     * word: the session is looked up with Stripe and settled through settlePayment like a webhook.
     * Only the success return (it names the stored session) is the payer's own; the cancel return names
     * the txnid, which is public, so it never leads to the registration token.
     */
    async stripeReturnLocation(back: { sessionId?: string; txnid?: string; cancelled: boolean }): Promise<string> {
      const { sessionId, txnid, cancelled } = back;
      let row = sessionId && STRIPE_SESSION_ID.test(sessionId) ? await repo.findByGatewaySession(db, sessionId) : null;
      if (!row && cancelled && txnid && isTxnid(txnid)) row = await repo.findByTxnid(db, txnid);
      if (!row || row.gateway !== 'stripe') {
        log.warn({ session: sessionId?.slice(0, 80), txnid: txnid?.slice(0, 40) }, 'Stripe return for an unknown checkout session');
        return '/failure';
      }
      const checking = checkPaymentUrl(row.txnid);
      // Cancelled: the payment stays open (Stripe expires the session, and its webhook closes it).
      if (cancelled) return this.landingUrl({ outcome: 'already_settled', payment: row }, row.purpose, 'anyone');
      if ((row.status !== 'initiated' && row.status !== 'pending') || !stripe) {
        return this.landingUrl({ outcome: 'already_settled', payment: row }, row.purpose, 'payer');
      }
      let check: SessionCheck | null;
      try {
        check = await stripe.retrieveSession(row.gatewaySessionId!);
      } catch (err) {
        log.error({ err, txnid: row.txnid }, 'Stripe return: session lookup failed; the payment page keeps checking');
        return checking;
      }
      if (!check || (check.status !== 'success' && check.status !== 'failure')) return checking;
      return this.landingUrl(await settleSession(check, check.status, 'return'), row.purpose, 'payer');
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
        gateway: 'payu',
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

    /**
     * Where the browser lands after the gateway (DESIGN §5). Never throws for a strange form. The
     * registration token goes only to the payer's own return; anyone else who names a paid
     * registration's txnid is sent to its check page, whose receipt names nobody.
     */
    async landingUrl(result: SettleResult, claimedPurpose: string | undefined, returner: Returner): Promise<string> {
      const p = result.payment;
      const purpose = p?.purpose ?? (PAYMENT_PURPOSES as readonly string[]).find((x) => x === claimedPurpose);
      const ok = p?.status === 'success' && result.outcome !== 'forged' && result.outcome !== 'rejected';
      const rupees = p ? String(Number(p.amount)) : '';
      // The landing pages read amounts as rupees unless told the payment was in dollars.
      const qs = (o: Record<string, string>) => new URLSearchParams(p?.currency === 'USD' ? { ...o, currency: 'USD' } : o).toString();
      switch (purpose) {
        case 'registration': {
          const token = ok && p && returner === 'payer' ? await repo.findRegistrationToken(db, p.referenceId) : null;
          if (token) return `/success?${qs({ id: token })}`;
          if (ok && p) return checkPaymentUrl(p.txnid);
          return p?.currency === 'USD' ? `/failure?${qs({})}` : '/failure';
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
