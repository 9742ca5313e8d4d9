import { createHash, timingSafeEqual } from 'node:crypto';
import express, { Router, type ErrorRequestHandler, type Request, type Response } from 'express';
import Stripe from 'stripe';
import {
  completeSession,
  expireSession,
  newCheckoutSession,
  newRefund,
  nowSeconds,
  resourceMissing,
  returnUrl,
  StripeApiError,
  stripeId,
  type CheckoutSession,
  type LineItem,
  type Refund,
} from './stripe-sandbox-objects';
import { checkoutPage, problemPage } from './stripe-sandbox-page';

/**
 * A stand-in for Stripe (issue #17) that the official SDK talks to: Checkout Sessions, their hosted
 * page with "Simulate success" / "Simulate failure", the webhook signed as Stripe signs it, and
 * refunds. State lives in memory: this is for development and tests, not money.
 */

/**
 * The sandbox's own API key and webhook secret. They are public (anyone who reads this file has
 * them), which is harmless only because the sandbox never touches real money; a live key is refused.
 */
export const STRIPE_SANDBOX_SECRET_KEY = 'sk_test_sandbox_pageant_not_a_real_key';
export const STRIPE_SANDBOX_WEBHOOK_SECRET = 'whsec_sandbox_pageant_not_a_real_secret';

export interface StripeSandboxOptions {
  secretKey: string;
  webhookSecret: string;
  /** PUBLIC_URL: the hosted page's address is `${publicUrl}${mount path}/pay/<id>`. */
  publicUrl: string;
  /** Hands a signed event to the app's webhook endpoint; the body must reach constructEvent byte for byte. */
  deliverWebhook: (rawBody: string, signature: string) => Promise<void>;
  logger?: { warn(obj: object, msg: string): void };
}

/** Events name the API version the SDK asked for, as Stripe's do for an account pinned to it. */
const DEFAULT_API_VERSION = '2026-10-28.endive';
// Memory bounds: the sandbox key is public, so whoever reaches a sandbox deployment can create sessions.
const MAX_SESSIONS = 10_000;
const MAX_IDEMPOTENT = 10_000;
const IDEMPOTENCY_TTL_MS = 24 * 60 * 60 * 1000;

interface Stored {
  session: CheckoutSession;
  items: LineItem[];
}
interface Remembered {
  fingerprint: string;
  status: number;
  body: unknown;
  at: number;
}
interface Answer {
  status?: number;
  body: unknown;
}

const digest = (s: string) => createHash('sha256').update(s).digest();

function bearer(req: Request): string | undefined {
  const header = req.get('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

const masked = (key: string) => `${key.slice(0, 8)}${'*'.repeat(Math.max(0, key.length - 12))}${key.slice(-4)}`;

function formOf(req: Request): Record<string, unknown> {
  const body: unknown = req.body;
  return typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
}

export function stripeSandboxRouter(opts: StripeSandboxOptions): Router {
  if (/^(sk|rk)_live_/.test(opts.secretKey) || !opts.webhookSecret) {
    throw new Error('The Stripe sandbox takes test keys only: it would mark real payments paid at the press of a button.');
  }
  const keyDigest = digest(opts.secretKey);
  const publicUrl = opts.publicUrl.replace(/\/+$/, '');
  const sessions = new Map<string, Stored>();
  const sessionByIntent = new Map<string, string>();
  const refunds = new Map<string, Refund>();
  const refundedByIntent = new Map<string, number>();
  const idempotent = new Map<string, Remembered>();
  let apiVersion = DEFAULT_API_VERSION;

  function remember(id: string, stored: Stored) {
    sessions.set(id, stored);
    if (sessions.size <= MAX_SESSIONS) return;
    const [oldest, old] = sessions.entries().next().value!;
    sessions.delete(oldest);
    if (old.session.payment_intent) sessionByIntent.delete(old.session.payment_intent);
  }

  /** Signs and hands over one event; a failed delivery is logged (Stripe would retry; our reconciliation covers it). */
  async function deliver(type: 'checkout.session.completed' | 'checkout.session.expired', session: CheckoutSession): Promise<void> {
    const event = {
      id: stripeId('evt_test_'),
      object: 'event',
      api_version: apiVersion,
      created: nowSeconds(),
      data: { object: { ...session } },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
    const raw = JSON.stringify(event, null, 2);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload: raw, secret: opts.webhookSecret });
    try {
      await opts.deliverWebhook(raw, signature);
    } catch (err) {
      opts.logger?.warn({ err, event: event.id, type, session: session.id }, 'stripe sandbox: webhook delivery failed');
    }
  }

  /**
   * Stripe expires an unpaid session at expires_at on its own and notifies. The notice goes out after
   * this request is answered: the caller may be holding the payment row that the webhook settles.
   */
  function current(stored: Stored): CheckoutSession {
    const { session } = stored;
    if (session.status === 'open' && nowSeconds() >= session.expires_at) {
      expireSession(session);
      setImmediate(() => void deliver('checkout.session.expired', session));
    }
    return session;
  }

  function findSession(id: string): Stored {
    const stored = sessions.get(id);
    if (!stored) throw resourceMissing('checkout.session', id);
    current(stored);
    return stored;
  }

  /**
   * One API endpoint: Stripe's auth, then Idempotency-Key replay (the SDK retries POSTs with the same
   * key, which must not open a second session or refund twice), then the handler.
   */
  function api(handler: (req: Request) => Answer) {
    return (req: Request, res: Response) => {
      const given = bearer(req);
      if (!given)
        return res.status(401).json({
          error: {
            type: 'invalid_request_error',
            message:
              "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
          },
        });
      if (!timingSafeEqual(digest(given), keyDigest))
        return res.status(401).json({ error: { type: 'invalid_request_error', message: `Invalid API Key provided: ${masked(given)}` } });
      const version = req.get('stripe-version');
      if (version && /^[\w.-]{1,40}$/.test(version)) apiVersion = version;

      const key = req.method === 'POST' ? req.get('idempotency-key') : undefined;
      const slot = key ? `${req.path}\n${key}` : undefined;
      const fingerprint = JSON.stringify(req.body ?? {});
      const seen = slot ? idempotent.get(slot) : undefined;
      if (seen && Date.now() - seen.at < IDEMPOTENCY_TTL_MS) {
        if (seen.fingerprint !== fingerprint)
          return res.status(400).json({
            error: {
              type: 'idempotency_error',
              message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request.`,
            },
          });
        return res.status(seen.status).set('Idempotent-Replayed', 'true').json(seen.body);
      }

      let answer: Answer;
      try {
        answer = handler(req);
      } catch (err) {
        if (!(err instanceof StripeApiError)) throw err;
        answer = { status: err.status, body: { error: err.body } };
      }
      const status = answer.status ?? 200;
      if (slot) {
        idempotent.set(slot, { fingerprint, status, body: answer.body, at: Date.now() });
        if (idempotent.size > MAX_IDEMPOTENT) idempotent.delete(idempotent.keys().next().value!);
      }
      res.status(status).set('Request-Id', stripeId('req_', 14)).json(answer.body);
    };
  }

  const createSession = api((req) => {
    const pageBase = `${publicUrl}${req.baseUrl}/pay/`;
    const { session, items } = newCheckoutSession(formOf(req), (id) => pageBase + id);
    remember(session.id, { session, items });
    return { body: session };
  });

  const retrieveSession = api((req) => ({ body: findSession(String(req.params.id)).session }));

  const expire = api((req) => {
    const { session } = findSession(String(req.params.id));
    if (session.status !== 'open')
      throw new StripeApiError(400, {
        type: 'invalid_request_error',
        message: `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`,
      });
    expireSession(session);
    setImmediate(() => void deliver('checkout.session.expired', session));
    return { body: session };
  });

  const createRefund = api((req) => {
    const form = formOf(req);
    const intent = typeof form.payment_intent === 'string' ? form.payment_intent : '';
    const sessionId = sessionByIntent.get(intent);
    const paid = sessionId ? sessions.get(sessionId)?.session : undefined;
    const refund = newRefund(form, paid, refundedByIntent.get(intent) ?? 0);
    refunds.set(refund.id, refund);
    refundedByIntent.set(intent, (refundedByIntent.get(intent) ?? 0) + refund.amount);
    return { body: refund };
  });

  const retrieveRefund = api((req) => {
    const refund = refunds.get(String(req.params.id));
    if (!refund) throw resourceMissing('refund', String(req.params.id));
    return { body: refund };
  });

  const router = Router();
  router.use(express.urlencoded({ extended: true, limit: '50kb', parameterLimit: 200 }));

  router.post('/v1/checkout/sessions', createSession);
  router.get('/v1/checkout/sessions/:id', retrieveSession);
  router.post('/v1/checkout/sessions/:id/expire', expire);
  router.post('/v1/refunds', createRefund);
  router.get('/v1/refunds/:id', retrieveRefund);
  router.use('/v1', (req, res) => {
    res.status(404).json({
      error: {
        type: 'invalid_request_error',
        message: `Unrecognized request URL (${req.method}: ${req.baseUrl}${req.path}). The Stripe sandbox answers Checkout Sessions and refunds only.`,
      },
    });
  });

  router.get('/pay/:id', (req, res) => {
    const stored = sessions.get(req.params.id);
    if (!stored) return problemPage(res, 404, 'Checkout not found', MISSING);
    current(stored);
    // Relative, so the form still posts to this router behind a proxy that adds a path prefix.
    checkoutPage(res, stored.session, stored.items, `${encodeURIComponent(stored.session.id)}/simulate`);
  });

  // The outcome is decided here, before any await: a double click or a second tab finds the session
  // finished, sends nothing, and is sent where the first outcome went.
  router.post('/pay/:id/simulate', async (req, res) => {
    const stored = sessions.get(req.params.id);
    if (!stored) return problemPage(res, 404, 'Checkout not found', MISSING);
    const outcome = formOf(req).outcome;
    if (outcome !== 'success' && outcome !== 'failure')
      return problemPage(res, 400, 'Choose an outcome', 'Use "Simulate success" or "Simulate failure" on the checkout page.');
    const session = current(stored);
    if (session.status === 'open') {
      if (outcome === 'success') completeSession(session);
      else expireSession(session);
      if (session.payment_intent) sessionByIntent.set(session.payment_intent, session.id);
      await deliver(outcome === 'success' ? 'checkout.session.completed' : 'checkout.session.expired', session);
    }
    res.redirect(303, returnUrl(session));
  });

  router.use((_req, res) => problemPage(res, 404, 'Not found', 'The Stripe sandbox has no page here.'));

  const errors: ErrorRequestHandler = (err: { status?: number; type?: string }, req, res, next) => {
    if (res.headersSent) return next(err);
    const status = err.status && err.status >= 400 && err.status < 500 ? err.status : 500;
    if (status === 500) return next(err);
    const message = err.type === 'entity.too.large' ? 'The request is too large.' : 'The request body could not be read.';
    if (req.path.startsWith('/v1/')) return res.status(status).json({ error: { type: 'invalid_request_error', message } });
    problemPage(res, status, 'Bad request', message);
  };
  router.use(errors);
  return router;
}

const MISSING =
  'This checkout link is unknown or has been cleared (the sandbox keeps sessions in memory, so a restart forgets them). Start the payment again from the site.';
