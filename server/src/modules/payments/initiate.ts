import { randomBytes } from 'node:crypto';
import type { PaymentPurpose } from '@pageant/common';
import { GATEWAY_FOR, toMinorUnits, USD_PAYMENT_MSG, type Currency } from '@pageant/common/content/pricing';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import type { Logger } from '../../logger';
import { AppError } from '../../errors';
import type { PaymentGateway } from '../../payments/gateway';
import type { StripeGateway } from '../../payments/stripe';
import * as repo from './repo';
import type { PaymentRow } from './repo';
import { AMOUNT } from './settle';

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
  /** A vote's campaign fields (issue #30): stored on the payment only, never sent to a gateway nor priced. */
  campaign?: { src: string; cheer: string | null; cheerName: string | null };
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

export interface InitiateDeps {
  db: Db;
  gateway: PaymentGateway;
  stripe: StripeGateway | null;
  log: Logger;
  config: Pick<Config, 'publicUrl'>;
}

export const STRIPE_UNAVAILABLE = USD_PAYMENT_MSG.stripeUnavailable;

/** PayU signs pipe-joined fields: a pipe or control character in a value would shift the hash. */
const payuSafe = (s: string, max: number) =>
  s
    .replace(/[|\p{Cc}]/gu, ' ')
    .trim()
    .slice(0, max);

const newTxnid = () => `T${randomBytes(10).toString('hex')}`;

export function initiator({ db, gateway, stripe, log, config }: InitiateDeps) {
  const callbackUrl = `${config.publicUrl}/api/payment/callback`;
  // Stripe fills in {CHECKOUT_SESSION_ID} itself, so it must reach Stripe unencoded.
  const stripeReturnUrl = `${config.publicUrl}/api/payment/stripe/return?session_id={CHECKOUT_SESSION_ID}`;

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
      src: input.campaign?.src ?? null,
      cheer: input.campaign?.cheer ?? null,
      cheerName: input.campaign?.cheerName ?? null,
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

  /** Sends a stored payment to its gateway: PayU's signed form for rupees, Stripe's Checkout for dollars. */
  function openCheckout(payment: PaymentRow, receiptEmail?: string | null): Promise<Checkout> | Checkout {
    return payment.currency === 'USD' ? stripeCheckout(payment, receiptEmail) : { method: 'POST', ...payuCheckout(payment) };
  }

  return {
    storePayment,

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
      return openCheckout(await storePayment(input), input.receiptEmail);
    },

    /** Sends an already stored payment to its gateway (registration stores hers with the registration, in one transaction). */
    async openCheckout(payment: PaymentRow, receiptEmail?: string | null): Promise<Checkout> {
      return openCheckout(payment, receiptEmail);
    },

    /** The answer to a dollar initiation: the browser goes to Stripe's page. */
    redirectAnswer(checkout: Checkout): RedirectAnswer {
      return { success: true, url: checkout.url, method: 'GET', txnid: checkout.payment.txnid };
    },
  };
}
