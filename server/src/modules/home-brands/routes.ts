import { Router } from 'express';
import { requireCapability } from '../../http/require-capability';
import { auditFrom } from '../audit/service';
import type { ContentDeps } from '../content-deps';
import { homeBrandsService } from './service';

export function homeBrandsRoutes(deps: ContentDeps): Router {
  const brands = homeBrandsService(deps);
  const router = Router();
  router.get('/', async (_req, res) => {
    res.json(await brands.list());
  });
  router.post('/', requireCapability('content.write'), deps.uploadLimit, deps.upload.single('image'), async (req, res) => {
    res.status(201).json(await brands.create(req.file?.buffer, auditFrom(req)));
  });
  router.put('/:id', requireCapability('content.write'), deps.uploadLimit, deps.upload.single('image'), async (req, res) => {
    res.json(await brands.update(String(req.params.id), req.file?.buffer, auditFrom(req)));
  });
  router.delete('/:id', requireCapability('content.write'), async (req, res) => {
    res.json(await brands.remove(String(req.params.id), auditFrom(req)));
  });
  return router;
}
