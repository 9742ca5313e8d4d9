import Stripe from 'stripe';
import { stripeApiConfig } from './stripe-sandbox-sdk';
import type { GatewayStatus } from './types';

export interface CheckoutRequest {
  txnid: string;
  purpose: string;
  referenceId: string;
  /** Cents, from our price table, never from the browser. */
  amountMinor: number;
  productName: string;
  email: string | null;
  successUrl: string;
  cancelUrl: string;
}

export interface CheckoutSessionRef {
  id: string;
  url: string;
}

/** What a Checkout Session says about its payment, in the terms settlePayment speaks. */
export interface SessionCheck {
  id: string;
  status: GatewayStatus;
  /** Two decimals in the session's currency, e.g. '12.50'. */
  amount: string;
  currency: string;
  txnid: string | null;
  paymentIntent: string | null;
  raw: unknown;
}

export interface StripeRefundAnswer {
  id: string;
  status: 'queued' | 'success' | 'failure' | 'unknown';
  raw: unknown;
}

export interface StripeGateway {
  createCheckoutSession(r: CheckoutRequest): Promise<CheckoutSessionRef>;
  /** null when Stripe has no such session (a sandbox restarted, another account's id). */
  retrieveSession(id: string): Promise<SessionCheck | null>;
  /**
   * The signed body, parsed but not yet checked for shape (a signed body can still be `null`). Throws when
   * the signature is not ours (Stripe's own verification: HMAC of `t.payload`, 5-minute tolerance), and a
   * SyntaxError when the signed bytes are not JSON.
   */
  constructEvent(rawBody: string | Buffer, signature: string): unknown;
  refund(paymentIntent: string, amountMinor: number): Promise<StripeRefundAnswer>;
}

export interface StripeOptions {
  secretKey: string;
  webhookSecret: string;
  /** Where the API is: Stripe's own when unset, else e.g. http://127.0.0.1:3000/sandbox/stripe. */
  apiBase?: string;
}

function sdkConfig(apiBase: string | undefined): Stripe.StripeConfig {
  // Stripe retries idempotent-safe failures itself; two retries cover a blip without holding a voter for long.
  const base: Stripe.StripeConfig = { maxNetworkRetries: 2, timeout: 20_000, telemetry: false };
  if (!apiBase) return base;
  return { ...base, ...stripeApiConfig(apiBase) };
}

const twoDecimals = (minor: number | null | undefined) => ((minor ?? 0) / 100).toFixed(2);
const idOf = (v: string | { id: string } | null | undefined) => (typeof v === 'string' ? v : (v?.id ?? null));

/** The fields of a Checkout Session we read: what the API returns, or what a webhook's schema let through. */
export interface SessionFields {
  id: string;
  status?: string | null;
  payment_status?: string | null;
  amount_total?: number | null;
  currency?: string | null;
  client_reference_id?: string | null;
  metadata?: Record<string, unknown> | null;
  payment_intent?: string | { id: string } | null;
}

/** paid: settled; expired: failed; anything else (open, complete but unpaid) is still on its way. */
export function sessionStatus(s: Pick<SessionFields, 'status' | 'payment_status'>): GatewayStatus {
  if (s.payment_status === 'paid' || s.payment_status === 'no_payment_required') return 'success';
  if (s.status === 'expired') return 'failure';
  return 'pending';
}

export function toSessionCheck(s: SessionFields): SessionCheck {
  return {
    id: s.id,
    status: sessionStatus(s),
    amount: twoDecimals(s.amount_total),
    currency: (s.currency ?? '').toUpperCase(),
    txnid: s.client_reference_id ?? (typeof s.metadata?.txnid === 'string' ? s.metadata.txnid : null),
    paymentIntent: idOf(s.payment_intent),
    raw: s,
  };
}

const REFUND_STATE: Record<string, StripeRefundAnswer['status']> = {
  succeeded: 'success',
  pending: 'queued',
  requires_action: 'queued',
  failed: 'failure',
  canceled: 'failure',
};

/** Stripe Checkout over the official SDK: real Stripe, or the sandbox when apiBase points at it. */
export function createStripeGateway(opts: StripeOptions): StripeGateway {
  const stripe = new Stripe(opts.secretKey, sdkConfig(opts.apiBase));
  return {
    async createCheckoutSession(r) {
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: { currency: 'usd', unit_amount: r.amountMinor, product_data: { name: r.productName } },
            },
          ],
          client_reference_id: r.txnid,
          metadata: { txnid: r.txnid, purpose: r.purpose, referenceId: r.referenceId },
          success_url: r.successUrl,
          cancel_url: r.cancelUrl,
          ...(r.email ? { customer_email: r.email } : {}),
        },
        // A retried create (network blip) must not open a second session for the same payment.
        { idempotencyKey: `checkout-${r.txnid}` },
      );
      if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a url`);
      return { id: session.id, url: session.url };
    },
    async retrieveSession(id) {
      try {
        return toSessionCheck(await stripe.checkout.sessions.retrieve(id));
      } catch (err) {
        if (err instanceof Stripe.errors.StripeInvalidRequestError && err.code === 'resource_missing') return null;
        throw err;
      }
    },
    constructEvent(rawBody, signature): unknown {
      return stripe.webhooks.constructEvent(rawBody, signature, opts.webhookSecret);
    },
    async refund(paymentIntent, amountMinor) {
      const refund = await stripe.refunds.create({ payment_intent: paymentIntent, amount: amountMinor });
      return { id: refund.id, status: REFUND_STATE[refund.status ?? ''] ?? 'unknown', raw: refund };
    },
  };
}
