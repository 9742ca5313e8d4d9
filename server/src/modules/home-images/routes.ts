import { Router } from 'express';
import { homeImageUploadSchema, type HomeImageUploadInput } from '@pageant/common/content/home';
import { validate } from '../../http/validate';
import { requireCapability } from '../../http/require-capability';
import { auditFrom } from '../audit/service';
import type { ContentDeps } from '../content-deps';
import { homeImagesService } from './service';

export function homeImagesRoutes(deps: ContentDeps): Router {
  const images = homeImagesService(deps);
  const router = Router();
  router.get('/', async (_req, res) => {
    res.json(await images.list());
  });
  router.post(
    '/upload',
    requireCapability('content.write'),
    deps.uploadLimit,
    deps.upload.single('file'),
    validate({ body: homeImageUploadSchema }),
    async (req, res) => {
      res.json(await images.upload((req.body as HomeImageUploadInput).type, req.file?.buffer, auditFrom(req)));
    },
  );
  router.delete('/:type', requireCapability('content.write'), async (req, res) => {
    res.json(await images.remove(String(req.params.type), auditFrom(req)));
  });
  return router;
}
