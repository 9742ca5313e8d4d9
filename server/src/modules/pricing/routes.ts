import { Router } from 'express';
import type { Pricing } from './service';

/** GET /api/pricing. Prices change only with a restart; a minute of caching spares every vote modal a round trip. */
export function pricingRoutes(pricing: Pricing): Router {
  const router = Router();
  const body = JSON.stringify(pricing.response);
  router.get('/', (_req, res) => {
    res.set('Cache-Control', 'public, max-age=60').type('application/json').send(body);
  });
  return router;
}
