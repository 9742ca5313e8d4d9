import { Router } from 'express';
import {
  paymentReportFilterSchema,
  paymentReportQuerySchema,
  type PaymentReportFilter,
  type PaymentReportQuery,
} from '@pageant/common/content/payment-report';
import { drained, loginForExpiredBrowserSession } from '../../http/csv-download';
import { requireCapability } from '../../http/require-capability';
import { validate } from '../../http/validate';
import type { PaymentReportService } from './service';

/** 'payments-2026-11-24.csv' */
const exportFileName = () => `payments-${new Date().toISOString().slice(0, 10)}.csv`;

/** Mounted at /api/admin/payments, beside the payments module's reconcile action. */
export function paymentReportRoutes(report: PaymentReportService): Router {
  const router = Router();
  router.get('/', requireCapability('money'), validate({ query: paymentReportQuerySchema }), async (req, res) => {
    res.set('Cache-Control', 'no-store').json(await report.list(req.query as unknown as PaymentReportQuery));
  });
  router.get(
    '/export.csv',
    loginForExpiredBrowserSession,
    requireCapability('money'),
    validate({ query: paymentReportFilterSchema }),
    async (req, res) => {
      res.type('text/csv; charset=utf-8');
      res.attachment(exportFileName());
      res.setHeader('Cache-Control', 'no-store');
      // A BOM so Excel reads the UTF-8 names correctly.
      res.write('\uFEFF');
      await report.exportCsv(req.query as unknown as PaymentReportFilter, async (chunk) => {
        if (res.destroyed) return false;
        if (!res.write(chunk)) await drained(res);
        return !res.destroyed;
      });
      res.end();
    },
  );
  return router;
}
