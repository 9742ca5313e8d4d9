import { Router, type RequestHandler, type Response } from 'express';
import { preferencesSchema, voteBucketsQuerySchema, type VoteBucketsQuery } from '@pageant/common/content/cockpit';
import { validate } from '../../http/validate';
import type { Her, MeService } from './service';

/**
 * /api/me (issue #30): her own campaign, 401 without her session. Ids are never read from the path or
 * the query: contestantOf(res) (the contestant gate's reader, given by app.ts) says whose data it is. Sign-out (/me/logout) belongs to the sign-in
 * module and must work without this gate, whichever is mounted first.
 */
export function meRoutes(me: MeService, gate: RequestHandler, contestantOf: (res: Response) => Her): Router {
  const router = Router();
  const signedIn: RequestHandler = (req, res, next) => (req.path === '/logout' ? next('router') : gate(req, res, next));
  router.use(signedIn, (_req, res, next) => {
    // Her answers are hers alone: no shared cache may keep them.
    res.set('Cache-Control', 'private, no-store');
    next();
  });

  router.get('/', async (_req, res) => {
    res.json(await me.summary(contestantOf(res)));
  });
  router.get('/votes', validate({ query: voteBucketsQuerySchema }), async (req, res) => {
    res.json(await me.votes(contestantOf(res), req.query as unknown as VoteBucketsQuery));
  });
  router.get('/sources', async (_req, res) => {
    res.json(await me.sources(contestantOf(res)));
  });
  router.get('/cheers', async (_req, res) => {
    res.json(await me.cheers(contestantOf(res)));
  });
  router.get('/fundraising', async (_req, res) => {
    res.json(await me.fundraising(contestantOf(res)));
  });
  router.patch('/preferences', validate({ body: preferencesSchema }), async (req, res) => {
    res.json(await me.setPreferences(contestantOf(res), (req.body as { digest: boolean }).digest));
  });
  return router;
}
