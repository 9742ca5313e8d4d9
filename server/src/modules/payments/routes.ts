import { refundSchema, type RefundInput } from '@pageant/common/content/refunds';
import { STRIPE_WEBHOOK_MSG } from '@pageant/common/content/stripe-webhook';
import express, { Router, type Request, type RequestHandler, type Response } from 'express';
import { requireCapability } from '../../http/require-capability';
import { validate } from '../../http/validate';
import { auditFrom, reconcileEntry, type AuditRecorder } from '../audit/service';
import type { PaymentService } from './service';

/** Gateway posts are forms of strings; anything else (arrays, nested objects) is dropped. */
function formFields(req: Request): Record<string, string> {
  const out: Record<string, string> = {};
  const body: unknown = req.body;
  if (body && typeof body === 'object') {
    for (const [k, v] of Object.entries(body as Record<string, unknown>)) if (typeof v === 'string') out[k] = v;
  }
  return out;
}

/** How the callback's 303 is written: Express's res.redirect on the route, written straight on the fast path. */
export type SeeOther = (req: Request, res: Response, location: string) => void;
const redirect: SeeOther = (_req, res, location) => res.redirect(303, location);

/**
 * POST /api/payment/callback's answer once the form is parsed: the route's, and the fast path's
 * ahead of Express (callback-fast-path.ts), so both answer the same bytes.
 */
export function callbackHandler(payments: Pick<PaymentService, 'handleGatewayResponse' | 'landingUrl'>, seeOther = redirect) {
  return async (req: Request, res: Response): Promise<void> => {
    const fields = formFields(req);
    const result = await payments.handleGatewayResponse(fields, 'callback');
    // A valid hash is PayU's word for this payer's own return (a forged one lands on the failure page).
    const location = await payments.landingUrl(result, fields.udf1, 'payer');
    res.set('Cache-Control', 'no-store');
    seeOther(req, res, location);
  };
}

/**
 * PayU's return (surl and furl) and its server-to-server notice. No session or Origin applies:
 * the response hash authenticates them, and it is checked before anything else is read.
 */
export function paymentRoutes(payments: PaymentService): Router {
  const router = Router();
  router.post('/callback', callbackHandler(payments));
  // Stripe sends the browser back here (success_url and cancel_url); the session is looked up, never trusted.
  router.get('/stripe/return', async (req, res) => {
    const param = (name: string) => (typeof req.query[name] === 'string' ? req.query[name] : undefined);
    const location = await payments.stripeReturnLocation({
      sessionId: param('session_id'),
      txnid: param('txnid'),
      cancelled: req.query.cancelled === '1',
    });
    res.set('Cache-Control', 'no-store').redirect(303, location);
  });
  router.post('/webhook', async (req, res) => {
    const result = await payments.handleGatewayResponse(formFields(req), 'webhook');
    if (result.outcome === 'forged') {
      res.status(400).json({ success: false, message: 'Invalid hash.', error: 'Invalid hash.', code: 'INVALID_HASH' });
      return;
    }
    // Handled or deliberately ignored (duplicate, unknown txnid): acknowledged so PayU stops retrying.
    res.json({ success: true });
  });
  return router;
}

/**
 * POST /api/payment/stripe/webhook, mounted before any body parser: Stripe signs the exact bytes it
 * sent, so they are kept raw for the signature check and parsed only after it holds.
 */
export function stripeWebhookHandlers(payments: PaymentService): RequestHandler[] {
  return [
    express.raw({ type: () => true, limit: '1mb' }),
    async (req, res) => {
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const result = await payments.handleStripeWebhook(raw, req.get('stripe-signature'));
      if (result.outcome === 'forged') {
        const message = 'Invalid signature.';
        res.status(400).json({ success: false, message, error: message, code: 'INVALID_SIGNATURE' });
        return;
      }
      if (result.outcome === 'malformed') {
        const message = STRIPE_WEBHOOK_MSG.malformed;
        res.status(400).json({ success: false, message, error: message, code: 'INVALID_WEBHOOK_BODY' });
        return;
      }
      // Settled, duplicate, mismatched (logged) or an event we do not use: acknowledged so Stripe stops retrying.
      res.json({ success: true });
    },
  ];
}

/**
 * Receipts and "check my payment" (mounted on /payments): public, the unguessable txnid is the key.
 * Both answer the receipt, which never names the payer; the check may settle an open payment.
 */
export function paymentPublicRoutes(payments: PaymentService, checkLimit: RequestHandler): Router {
  const router = Router();
  router.get('/:txnid/receipt', async (req, res) => {
    res.set('Cache-Control', 'no-store').json(await payments.receipt(String(req.params.txnid)));
  });
  router.post('/:txnid/check', checkLimit, async (req, res) => {
    res.set('Cache-Control', 'no-store').json(await payments.checkPayment(String(req.params.txnid)));
  });
  return router;
}

export function paymentAdminRoutes(payments: PaymentService, audit: AuditRecorder): Router {
  const router = Router();
  router.post('/reconcile', requireCapability('money'), async (req, res) => {
    const counts = await payments.reconcileStalePayments();
    await audit(reconcileEntry(auditFrom(req), counts));
    res.json({ success: true, ...counts });
  });
  router.post('/:txnid/refund', requireCapability('money'), validate({ body: refundSchema }), async (req, res) => {
    const { reason } = req.body as RefundInput;
    res.set('Cache-Control', 'no-store').json(await payments.refundPayment(String(req.params.txnid), reason, auditFrom(req)));
  });
  return router;
}
