import { randomBytes } from 'node:crypto';

/**
 * The Stripe objects the sandbox keeps (Checkout Sessions, refunds) and the checks Stripe makes on
 * the parameters that matter to us. Shapes follow Stripe's API reference, trimmed to the fields a
 * Checkout integration reads; errors carry Stripe's `{error: {type, message, code?, param?}}` body so
 * the official SDK raises the same error classes it would against api.stripe.com.
 */

export interface StripeErrorBody {
  type: 'invalid_request_error' | 'idempotency_error' | 'api_error';
  message: string;
  code?: string;
  param?: string;
}

export class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: StripeErrorBody,
  ) {
    super(body.message);
  }
}

const invalid = (message: string, param?: string, code?: string) =>
  new StripeApiError(400, { type: 'invalid_request_error', message, ...(code ? { code } : {}), ...(param ? { param } : {}) });

export const resourceMissing = (kind: string, id: string, param?: string) =>
  new StripeApiError(param ? 400 : 404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${kind}: '${id}'`,
    ...(param ? { param } : {}),
  });

export interface CheckoutSession {
  id: string;
  object: 'checkout.session';
  amount_subtotal: number;
  amount_total: number;
  cancel_url: string;
  client_reference_id: string | null;
  created: number;
  currency: string;
  customer_details: { email: string | null } | null;
  customer_email: string | null;
  expires_at: number;
  livemode: false;
  metadata: Record<string, string>;
  mode: 'payment';
  payment_intent: string | null;
  payment_status: 'unpaid' | 'paid';
  status: 'open' | 'complete' | 'expired';
  success_url: string;
  /** The hosted page; Stripe clears it once the session is no longer open. */
  url: string | null;
}

/** What the hosted page shows; Stripe keeps line items beside the session (they are not in its JSON). */
export interface LineItem {
  name: string;
  quantity: number;
  unitAmount: number;
}

export interface Refund {
  id: string;
  object: 'refund';
  amount: number;
  created: number;
  currency: string;
  payment_intent: string;
  status: 'succeeded';
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Stripe-looking ids: a prefix and random letters and digits ('cs_test_a1B2…'). */
export function stripeId(prefix: string, length = 24): string {
  const bytes = randomBytes(length);
  let out = '';
  for (const b of bytes) out += ALPHANUMERIC[b % ALPHANUMERIC.length];
  return `${prefix}${out}`;
}

export const nowSeconds = () => Math.floor(Date.now() / 1000);

// Stripe's own bounds: a session lives 30 minutes to 24 hours, metadata has at most 50 keys.
const MIN_LIFETIME_S = 30 * 60;
const MAX_LIFETIME_S = 24 * 60 * 60;
const METADATA_KEYS = 50;
/** Stripe refuses a Checkout total under about half a dollar (its minimum charge amount for USD). */
const MIN_TOTAL = 50;

const POSITIVE_INT = /^[1-9]\d{0,10}$/;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** qs turns `a[0][b]` into an array, but into an object once an index passes its array limit. */
function listOf(v: unknown): unknown[] {
  if (Array.isArray(v)) return v;
  if (isRecord(v)) return Object.values(v);
  return [];
}

function text(form: Record<string, unknown>, key: string): string | undefined {
  const v = form[key];
  return typeof v === 'string' && v !== '' ? v : undefined;
}

function positiveInt(v: unknown, param: string): number {
  if (typeof v !== 'string' || !POSITIVE_INT.test(v)) throw invalid(`Invalid positive integer`, param);
  return Number(v);
}

function url(form: Record<string, unknown>, key: string): string {
  const v = text(form, key);
  if (!v) throw invalid(`Missing required param: ${key}.`, key, 'parameter_missing');
  // {CHECKOUT_SESSION_ID} is a template, not part of a valid URL until it is filled in.
  const filled = v.replaceAll('{CHECKOUT_SESSION_ID}', 'cs_test_x');
  let parsed: URL;
  try {
    parsed = new URL(filled);
  } catch {
    throw invalid('Not a valid URL', key, 'url_invalid');
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw invalid('Not a valid URL', key, 'url_invalid');
  return v;
}

function lineItems(form: Record<string, unknown>): { currency: string; items: LineItem[] } {
  const raw = listOf(form.line_items);
  if (raw.length === 0) throw invalid('You must provide at least one line item.', 'line_items', 'parameter_missing');
  let currency: string | undefined;
  const items = raw.map((entry, i): LineItem => {
    const param = `line_items[${i}]`;
    if (!isRecord(entry)) throw invalid('Invalid object', param);
    if (entry.price !== undefined) throw invalid('The sandbox takes inline price_data only, not saved prices.', `${param}[price]`);
    const priceData = entry.price_data;
    if (!isRecord(priceData)) throw invalid(`Missing required param: ${param}[price_data].`, `${param}[price_data]`, 'parameter_missing');
    const itemCurrency = typeof priceData.currency === 'string' ? priceData.currency.toLowerCase() : '';
    if (!/^[a-z]{3}$/.test(itemCurrency)) throw invalid('Invalid currency', `${param}[price_data][currency]`);
    if (currency && itemCurrency !== currency)
      throw invalid('All line items must use the same currency.', `${param}[price_data][currency]`, 'currency_mismatch');
    currency = itemCurrency;
    const unitAmount = positiveInt(priceData.unit_amount, `${param}[price_data][unit_amount]`);
    const product = priceData.product_data;
    const name = isRecord(product) && typeof product.name === 'string' ? product.name.trim() : '';
    if (!name)
      throw invalid(`Missing required param: ${param}[price_data][product_data][name].`, `${param}[price_data][product_data][name]`);
    const quantity = positiveInt(entry.quantity, `${param}[quantity]`);
    return { name, quantity, unitAmount };
  });
  return { currency: currency!, items };
}

function metadata(v: unknown): Record<string, string> {
  if (v === undefined || v === '') return {};
  if (!isRecord(v)) throw invalid('Invalid hash', 'metadata');
  const entries = Object.entries(v);
  if (entries.length > METADATA_KEYS) throw invalid(`Metadata can have up to ${METADATA_KEYS} keys.`, 'metadata');
  const out: Record<string, string> = {};
  for (const [k, value] of entries) {
    if (typeof value !== 'string') throw invalid('Metadata values must be strings.', `metadata[${k}]`);
    if (k.length > 40 || value.length > 500)
      throw invalid('Metadata keys are at most 40 characters and values at most 500.', `metadata[${k}]`);
    if (value !== '') out[k] = value;
  }
  return out;
}

function expiresAt(form: Record<string, unknown>, created: number): number {
  if (form.expires_at === undefined) return created + MAX_LIFETIME_S;
  const at = positiveInt(form.expires_at, 'expires_at');
  if (at < created + MIN_LIFETIME_S)
    throw invalid('The `expires_at` timestamp must be at least 30 minutes from Checkout Session creation.', 'expires_at');
  if (at > created + MAX_LIFETIME_S)
    throw invalid('The `expires_at` timestamp must be less than 24 hours from Checkout Session creation.', 'expires_at');
  return at;
}

/** POST /v1/checkout/sessions: a new open, unpaid session, or the Stripe error its parameters earn. */
export function newCheckoutSession(
  form: Record<string, unknown>,
  pageUrl: (id: string) => string,
): { session: CheckoutSession; items: LineItem[] } {
  const mode = text(form, 'mode');
  if (!mode) throw invalid('Missing required param: mode.', 'mode', 'parameter_missing');
  if (mode !== 'payment') throw invalid('The sandbox supports mode=payment only.', 'mode');
  const { currency, items } = lineItems(form);
  const total = items.reduce((sum, item) => sum + item.unitAmount * item.quantity, 0);
  if (total < MIN_TOTAL)
    throw invalid("The Checkout Session's total amount due must add up to at least 50 cents.", 'line_items', 'amount_too_small');
  if (!Number.isSafeInteger(total))
    throw invalid("The Checkout Session's total amount due is too large.", 'line_items', 'amount_too_large');
  const successUrl = url(form, 'success_url');
  const cancelUrl = url(form, 'cancel_url');
  const reference = text(form, 'client_reference_id') ?? null;
  if (reference && reference.length > 200) throw invalid('client_reference_id is at most 200 characters.', 'client_reference_id');
  const email = text(form, 'customer_email') ?? null;
  if (email && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    throw invalid('Invalid email address: ' + email, 'customer_email', 'email_invalid');
  const created = nowSeconds();
  const id = stripeId('cs_test_a1', 48);
  const session: CheckoutSession = {
    id,
    object: 'checkout.session',
    amount_subtotal: total,
    amount_total: total,
    cancel_url: cancelUrl,
    client_reference_id: reference,
    created,
    currency,
    customer_details: null,
    customer_email: email,
    expires_at: expiresAt(form, created),
    livemode: false,
    metadata: metadata(form.metadata),
    mode: 'payment',
    payment_intent: null,
    payment_status: 'unpaid',
    status: 'open',
    success_url: successUrl,
    url: pageUrl(id),
  };
  return { session, items };
}

export function completeSession(session: CheckoutSession): void {
  session.status = 'complete';
  session.payment_status = 'paid';
  session.payment_intent = stripeId('pi_test_');
  session.customer_details = { email: session.customer_email };
  session.url = null;
}

export function expireSession(session: CheckoutSession): void {
  session.status = 'expired';
  session.url = null;
}

/** Where the browser goes once the session is finished: Stripe fills in the template in success_url only. */
export function returnUrl(session: CheckoutSession): string {
  return session.status === 'complete' ? session.success_url.replaceAll('{CHECKOUT_SESSION_ID}', session.id) : session.cancel_url;
}

/** POST /v1/refunds against the paid session behind `payment_intent`, given what it has refunded already. */
export function newRefund(form: Record<string, unknown>, paid: CheckoutSession | undefined, refunded: number): Refund {
  const intent = text(form, 'payment_intent');
  if (!intent) {
    if (text(form, 'charge')) throw invalid('The sandbox refunds by payment_intent only.', 'charge');
    throw invalid(
      'One of the following params should be provided for this request: payment_intent or charge.',
      'payment_intent',
      'parameter_missing',
    );
  }
  if (!paid || paid.payment_status !== 'paid') throw resourceMissing('payment_intent', intent, 'payment_intent');
  const refundable = paid.amount_total - refunded;
  if (refundable <= 0) throw invalid(`Charge for ${intent} has already been refunded.`, undefined, 'charge_already_refunded');
  const amount = form.amount === undefined ? refundable : positiveInt(form.amount, 'amount');
  if (amount > refundable)
    throw invalid(`Refund amount (${amount}) is greater than unrefunded amount on charge (${refundable})`, 'amount', 'amount_too_large');
  return {
    id: stripeId('re_test_'),
    object: 'refund',
    amount,
    created: nowSeconds(),
    currency: paid.currency,
    payment_intent: intent,
    status: 'succeeded',
  };
}
