import { stripeCheckoutSessionSchema, stripeEventSchema } from '@pageant/common/content/stripe-webhook';
import type { Logger } from '../../logger';
import { toSessionCheck, type SessionCheck, type StripeGateway } from '../../payments/stripe';
import type { SettleResult } from './settle';

/** Refused (bad signature), refused as malformed (signed, but not an event we can read), acknowledged without effect, or settled. */
export type StripeWebhookResult = { outcome: 'forged' | 'malformed' | 'ignored'; payment: null } | SettleResult;

type SessionOutcome = 'success' | 'failure';

export interface StripeWebhookDeps {
  stripe: StripeGateway | null;
  log: Logger;
  /** The one exactly-once path, for the session's stored payment (its gateway and session must match). */
  settleSession: (check: SessionCheck, status: SessionOutcome, source: 'webhook') => Promise<SettleResult>;
}

const SESSION_EVENTS = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
  'checkout.session.expired',
  'checkout.session.async_payment_failed',
]);

/** What an event we act on means for its payment; null: nothing yet (completed, but a bank transfer is still on its way). */
function outcomeOf(type: string, paymentStatus: string | null | undefined): SessionOutcome | null {
  if (type === 'checkout.session.expired' || type === 'checkout.session.async_payment_failed') return 'failure';
  return paymentStatus === 'paid' ? 'success' : null;
}

/**
 * POST /api/payment/stripe/webhook. Only a body Stripe signed with our webhook secret is read, and
 * only once its shape holds: a signed body is still data from outside, and a `null` or a number where
 * a string belongs is a 400 the sender can see, not a 500 Stripe would retry for days.
 */
export function stripeWebhookHandler({ stripe, log, settleSession }: StripeWebhookDeps) {
  const malformed = (reason: string): StripeWebhookResult => {
    log.warn({ reason }, 'signed Stripe webhook with a malformed body refused');
    return { outcome: 'malformed', payment: null };
  };

  return async function handleStripeWebhook(rawBody: string | Buffer, signature: string | undefined): Promise<StripeWebhookResult> {
    if (!stripe || !signature) {
      log.warn({ configured: Boolean(stripe) }, 'Stripe webhook without a signature (or dollar payments off) refused');
      return { outcome: 'forged', payment: null };
    }
    let body: unknown;
    try {
      body = stripe.constructEvent(rawBody, signature);
    } catch (err) {
      if (err instanceof SyntaxError) return malformed('not JSON');
      log.warn({ reason: err instanceof Error ? err.message : String(err) }, 'Stripe webhook with a bad signature refused');
      return { outcome: 'forged', payment: null };
    }
    const event = stripeEventSchema.safeParse(body);
    if (!event.success) return malformed(event.error.issues.map((i) => i.path.join('.') || 'body').join(', '));
    const { type, id } = event.data;
    if (!SESSION_EVENTS.has(type)) {
      log.info({ type, id }, 'Stripe event acknowledged and ignored');
      return { outcome: 'ignored', payment: null };
    }
    const session = stripeCheckoutSessionSchema.safeParse(event.data.data.object);
    if (!session.success) return malformed(session.error.issues.map((i) => `session.${i.path.join('.')}`).join(', '));
    const status = outcomeOf(type, session.data.payment_status);
    if (!status) {
      log.info({ type, id }, 'Stripe event acknowledged and ignored');
      return { outcome: 'ignored', payment: null };
    }
    return settleSession(toSessionCheck(session.data), status, 'webhook');
  };
}
