import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import { MSG, PAYMENT_STATUSES } from '@pageant/common';
import { registrationTokenQuery } from '@pageant/common/registration-token-query';
import {
  registrationDetailsSchema,
  registrationSchema,
  type RegistrationDetailsInput,
  type RegistrationInput,
} from '@pageant/common/content/registration';
import { paginationSchema } from '@pageant/common/schemas';
import { REGISTRATION_STAGES } from '@pageant/common/content/pipeline';
import { imageUpload } from '../../http/upload';
import { limiter, memoryStores, type LimitStores } from '../../http/rate-limit';
import { validate } from '../../http/validate';
import { drained, loginForExpiredBrowserSession } from '../../http/csv-download';
import { requireCapability } from '../../http/require-capability';
import type { ListQuery } from './repo';
import type { ExportFilter, RegistrationService } from './service';
import { auditFrom, type AuditRecorder } from '../audit/service';

export interface RegistrationRouteOptions {
  paymentLimit: number;
  uploadLimit: number;
  uploadMaxBytes: number;
  /** Shared counters (PgRateLimitStore) so the limits hold across instances. */
  stores?: LimitStores;
  /** Records each CSV export in the audit log: it hands every contestant's contact details to one person. */
  audit?: AuditRecorder;
}

const tokenQuery = z.object({
  id: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : ''),
    z.string().min(1, MSG.missingRegistrationId).max(64, MSG.missingRegistrationId),
  ),
});

const allMeansNone = (v: unknown) => (v === '' || v === 'all' ? undefined : v);
const listQuery = paginationSchema.extend({
  status: z.preprocess(allMeansNone, z.enum(PAYMENT_STATUSES, { error: 'Unknown status.' }).optional()),
  stage: z.preprocess(allMeansNone, z.enum(REGISTRATION_STAGES, { error: 'Unknown stage.' }).optional()),
});

const exportQuery = listQuery.pick({ search: true, status: true });

/** 'registrations-2026-11-21.csv' */
const exportFileName = () => `registrations-${new Date().toISOString().slice(0, 10)}.csv`;

/**
 * Mounted twice in app.ts: under /payment (registration, get-registration, update-registration-details)
 * and under /details (submit alias, admin all, admin export.csv).
 */
export function registrationRoutes(
  registration: RegistrationService,
  opts: RegistrationRouteOptions,
): { payment: Router; details: Router } {
  const stores = opts.stores ?? memoryStores;
  const initiateLimit = limiter({ windowMs: 60_000, limit: opts.paymentLimit, store: stores('payment-registration') });
  const detailsLimit = limiter({
    windowMs: 60_000,
    limit: opts.uploadLimit,
    message: 'Too many uploads. Please wait a minute and try again.',
    store: stores('details-upload'),
  });
  const upload = imageUpload(opts.uploadMaxBytes, 4).array('pictures', 4);
  const submit = [
    detailsLimit,
    upload,
    validate({ body: registrationDetailsSchema }),
    async (req: Request, res: Response) => {
      const files = Array.isArray(req.files) ? req.files.map((f) => f.buffer) : [];
      res.json(await registration.submitDetails(req.body as RegistrationDetailsInput, files));
    },
  ];

  const payment = Router();
  payment.post('/registration', initiateLimit, validate({ body: registrationSchema }), async (req, res) => {
    res.json(await registration.register(req.body as RegistrationInput));
  });
  payment.get('/get-registration', validate({ query: tokenQuery }), async (req, res) => {
    res.json(await registration.get((req.query as unknown as { id: string }).id));
  });
  payment.get('/registration-receipt', validate({ query: registrationTokenQuery }), async (req, res) => {
    // Personal data behind a bearer link: no shared cache may keep it.
    res.set('Cache-Control', 'no-store').json(await registration.receipt((req.query as unknown as { id: string }).id));
  });
  payment.post('/update-registration-details', ...submit);

  const details = Router();
  details.post('/submit', ...submit);
  details.get('/all', requireCapability('registrations.read'), validate({ query: listQuery }), async (req, res) => {
    res.json(await registration.list(req.query as unknown as ListQuery));
  });
  details.get(
    '/export.csv',
    loginForExpiredBrowserSession,
    requireCapability('registrations.read'),
    validate({ query: exportQuery }),
    async (req, res) => {
      const filter = req.query as unknown as ExportFilter;
      // The search itself may be someone's e-mail or phone number, so only its presence is recorded.
      const summary = [`status: ${filter.status ?? 'all'}`, filter.search ? 'with a search' : ''].filter(Boolean).join(', ');
      await opts.audit?.({ ...auditFrom(req), action: 'registration.export', target: 'registrations CSV', summary });
      res.type('text/csv; charset=utf-8');
      res.attachment(exportFileName());
      res.setHeader('Cache-Control', 'no-store');
      // A BOM so Excel reads the UTF-8 names correctly.
      res.write('\uFEFF');
      await registration.exportCsv(filter, async (chunk) => {
        if (res.destroyed) return false;
        if (!res.write(chunk)) await drained(res);
        return !res.destroyed;
      });
      res.end();
    },
  );
  return { payment, details };
}
