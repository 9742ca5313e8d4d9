import { Router } from 'express';
import { adminCheersQuerySchema, type AdminCheersQuery } from '@pageant/common/content/cheers-admin';
import { cheerVisibilitySchema } from '@pageant/common/content/cockpit';
import { requireCapability } from '../../http/require-capability';
import { validate } from '../../http/validate';
import { auditFrom } from '../audit/service';
import type { CheersService } from './service';

/** /api/admin/cheers: the voters' cheers beside the votes ledger, and hiding one. */
export function cheersRoutes(cheers: CheersService): Router {
  const router = Router();
  router.get('/', requireCapability('content.read'), validate({ query: adminCheersQuerySchema }), async (req, res) => {
    res.set('Cache-Control', 'no-store').json(await cheers.list(req.query as unknown as AdminCheersQuery));
  });
  router.patch('/:id', requireCapability('content.write'), validate({ body: cheerVisibilitySchema }), async (req, res) => {
    res.json(await cheers.setHidden(String(req.params.id), (req.body as { hidden: boolean }).hidden, auditFrom(req)));
  });
  return router;
}
