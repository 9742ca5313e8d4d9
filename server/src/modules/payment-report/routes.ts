import { Router, type Request, type Response } from 'express';
import {
  paymentReportFilterSchema,
  paymentReportQuerySchema,
  type PaymentReportFilter,
  type PaymentReportQuery,
} from '@pageant/common/content/payment-report';
import { requireAdmin } from '../../http/require-admin';
import { validate } from '../../http/validate';
import type { PaymentReportService } from './service';

/** Waits until the socket takes more (or the client went away), so a large export never piles up in memory. */
function drained(res: Response): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      res.off('drain', done);
      res.off('close', done);
      resolve();
    };
    res.on('drain', done);
    res.on('close', done);
  });
}

/** The CSV is a plain link: a page navigation with an expired session goes to the login screen, not a saved 401. */
const loginForExpiredBrowserSession = (req: Request, res: Response, next: () => void) => {
  if (!(req.isAuthenticated?.() && req.user) && req.get('Sec-Fetch-Mode') === 'navigate') {
    res.redirect(303, '/admin/login');
    return;
  }
  next();
};

/** 'payments-2026-11-24.csv' */
const exportFileName = () => `payments-${new Date().toISOString().slice(0, 10)}.csv`;

/** Mounted at /api/admin/payments, beside the payments module's reconcile action. */
export function paymentReportRoutes(report: PaymentReportService): Router {
  const router = Router();
  router.get('/', requireAdmin, validate({ query: paymentReportQuerySchema }), async (req, res) => {
    res.set('Cache-Control', 'no-store').json(await report.list(req.query as unknown as PaymentReportQuery));
  });
  router.get(
    '/export.csv',
    loginForExpiredBrowserSession,
    requireAdmin,
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
