import { Router, type Request } from 'express';
import { requireAdmin } from '../../http/require-admin';
import type { PaymentService } from './service';
import { auditFrom, reconcileEntry, type AuditRecorder } from '../audit/service';

/** Gateway posts are forms of strings; anything else (arrays, nested objects) is dropped. */
function formFields(req: Request): Record<string, string> {
  const out: Record<string, string> = {};
  const body: unknown = req.body;
  if (body && typeof body === 'object') {
    for (const [k, v] of Object.entries(body as Record<string, unknown>)) if (typeof v === 'string') out[k] = v;
  }
  return out;
}

/**
 * PayU's return (surl and furl) and its server-to-server notice. No session or Origin applies:
 * the response hash authenticates them, and it is checked before anything else is read.
 */
export function paymentRoutes(payments: PaymentService): Router {
  const router = Router();
  router.post('/callback', async (req, res) => {
    const fields = formFields(req);
    const result = await payments.handleGatewayResponse(fields, 'callback');
    res.set('Cache-Control', 'no-store').redirect(303, await payments.landingUrl(result, fields.udf1));
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

export function paymentAdminRoutes(payments: PaymentService, audit: AuditRecorder): Router {
  const router = Router();
  router.post('/reconcile', requireAdmin, async (req, res) => {
    const counts = await payments.reconcileStalePayments();
    await audit(reconcileEntry(auditFrom(req), counts));
    res.json({ success: true, ...counts });
  });
  return router;
}
