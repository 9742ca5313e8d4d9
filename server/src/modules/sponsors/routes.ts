import { Router } from 'express';
import { sponsorLogoSchema, type SponsorLogoInput } from '@pageant/common/content/home';
import { validate } from '../../http/validate';
import { requireAdmin } from '../../http/require-admin';
import type { ContentDeps } from '../content-deps';
import { sponsorsService } from './service';

export function sponsorRoutes(deps: ContentDeps): Router {
  const sponsors = sponsorsService(deps);
  const router = Router();
  const body = validate({ body: sponsorLogoSchema });
  router.get('/logos', async (_req, res) => {
    res.json(await sponsors.list());
  });
  router.post('/upload', requireAdmin, deps.uploadLimit, deps.upload.single('logo'), body, async (req, res) => {
    res.status(201).json(await sponsors.create(req.body as SponsorLogoInput, req.file?.buffer));
  });
  router.put('/update/:id', requireAdmin, deps.uploadLimit, deps.upload.single('logo'), body, async (req, res) => {
    res.json(await sponsors.update(String(req.params.id), req.body as SponsorLogoInput, req.file?.buffer));
  });
  router.delete('/delete/:id', requireAdmin, async (req, res) => {
    res.json(await sponsors.remove(String(req.params.id)));
  });
  return router;
}
