import { Router } from 'express';
import { ngoCardBodySchema, ngoReorderSchema, type NgoCardInput, type NgoReorderInput } from '@pageant/common/content/ngo-competition';
import { validate } from '../../http/validate';
import { requireCapability } from '../../http/require-capability';
import { auditFrom } from '../audit/service';
import type { ContentDeps } from '../content-deps';
import { ngoService } from './service';

export function ngoRoutes(deps: ContentDeps): Router {
  const ngo = ngoService(deps.db, deps.storage, deps.logger);
  const image = deps.upload.single('image');
  const router = Router();

  router.get('/', async (_req, res) => {
    res.json(await ngo.list());
  });
  router.post('/', requireCapability('content.write'), deps.uploadLimit, image, validate({ body: ngoCardBodySchema }), async (req, res) => {
    res.status(201).json(await ngo.create(req.body as NgoCardInput, req.file?.buffer, auditFrom(req)));
  });
  router.patch('/', requireCapability('content.write'), validate({ body: ngoReorderSchema }), async (req, res) => {
    res.json(await ngo.reorder((req.body as NgoReorderInput).orderedIds, auditFrom(req)));
  });
  router.put(
    '/:id',
    requireCapability('content.write'),
    deps.uploadLimit,
    image,
    validate({ body: ngoCardBodySchema }),
    async (req, res) => {
      res.json(await ngo.update(String(req.params.id), req.body as NgoCardInput, req.file?.buffer, auditFrom(req)));
    },
  );
  router.delete('/:id', requireCapability('content.write'), async (req, res) => {
    res.json(await ngo.remove(String(req.params.id), auditFrom(req)));
  });
  return router;
}
