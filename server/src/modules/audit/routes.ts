import { Router } from 'express';
import { auditQuerySchema, type AuditQuery } from '@pageant/common/content/audit';
import { requireCapability } from '../../http/require-capability';
import { validate } from '../../http/validate';
import type { AuditLogService } from './service';

/** Read-only on purpose: no route changes or deletes an entry (and the database refuses anyway). */
export function auditRoutes(log: AuditLogService): Router {
  const router = Router();
  router.get('/', requireCapability('audit'), validate({ query: auditQuerySchema }), async (req, res) => {
    res.set('Cache-Control', 'no-store').json(await log.list(req.query as unknown as AuditQuery));
  });
  router.get('/filters', requireCapability('audit'), async (_req, res) => {
    res.set('Cache-Control', 'no-store').json(await log.filters());
  });
  return router;
}
