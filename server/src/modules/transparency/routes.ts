import { Router } from 'express';
import type { TransparencyService } from './service';

/** Mounted at /api/transparency: public, read-only, the same figures for everyone. */
export function transparencyRoutes(transparency: TransparencyService): Router {
  const router = Router();
  router.get('/', async (_req, res) => {
    // Fresh on every read: a refund or a credited vote must show at once, and the answer is small.
    res.set('Cache-Control', 'no-store').json(await transparency.figures());
  });
  return router;
}
