/**
 * The shape a Stripe event must have before the server acts on it (POST /api/payment/stripe/webhook,
 * issue #26). Read only after the signature holds: a signed body can still be `null` or carry a field of
 * the wrong type (an API version change, a test tool), and that is a clear 400, never a 500.
 */
import { z } from 'zod';

/** A Checkout Session id as Stripe makes them (`cs_test_…`, `cs_live_…`): anything else is never looked up. */
export const STRIPE_SESSION_ID = /^cs_[A-Za-z0-9_]{1,250}$/;

export const STRIPE_WEBHOOK_MSG = {
  malformed: 'The Stripe event is not a JSON object of the expected shape.',
} as const;

/** Every event: an object with a type and a data object (events we do not use are acknowledged, whatever their object holds). */
export const stripeEventSchema = z.object({
  id: z.string().max(255).optional(),
  type: z.string().min(1).max(255),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});

/** A Checkout Session as the events we act on carry it; the session id is required (it must be the one stored). */
export const stripeCheckoutSessionSchema = z.object({
  id: z.string().regex(STRIPE_SESSION_ID),
  status: z.string().max(64).nullable().optional(),
  payment_status: z.string().max(64).nullable().optional(),
  amount_total: z.number().int().min(0).nullable().optional(),
  currency: z.string().max(8).nullable().optional(),
  client_reference_id: z.string().max(255).nullable().optional(),
  metadata: z.record(z.string(), z.unknown()).nullable().optional(),
  payment_intent: z
    .union([z.string().max(255), z.object({ id: z.string().max(255) })])
    .nullable()
    .optional(),
});

export type StripeCheckoutSessionFields = z.infer<typeof stripeCheckoutSessionSchema>;
