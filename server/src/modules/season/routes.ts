import { Router } from 'express';
import { asSeason, seasonSchema, type SeasonInput } from '@pageant/common/content/season';
import { requireCapability } from '../../http/require-capability';
import { validate } from '../../http/validate';
import { auditFrom } from '../audit/service';
import type { SeasonService } from './service';

/** Like GET /api/pricing: a shared cache may keep it briefly; a write is visible on every instance at once. */
const PUBLIC_CACHE = 'public, max-age=30';

/** Mounted at /api: GET /season (public), and GET and PUT /admin/season (an admin who may run the event; never cached). */
export function seasonRoutes(season: SeasonService): Router {
  const router = Router();
  router.get('/season', async (_req, res) => {
    res.set('Cache-Control', PUBLIC_CACHE).json(await season.current());
  });
  router.get('/admin/season', requireCapability('event'), async (_req, res) => {
    res.set('Cache-Control', 'no-store').json(await season.current());
  });
  router.put('/admin/season', requireCapability('event'), validate({ body: seasonSchema }), async (req, res) => {
    res.set('Cache-Control', 'no-store').json(await season.save(asSeason(req.body as SeasonInput), auditFrom(req)));
  });
  return router;
}
