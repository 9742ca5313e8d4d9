import { Router, type Request } from 'express';
import type { MediaType } from '@pageant/common';
import {
  MEDIA_MSG,
  mediaCreateSchema,
  mediaReorderSchema,
  mediaTypeParamsSchema,
  mediaUpdateSchema,
  type MediaCreateInput,
  type MediaReorderInput,
  type MediaUpdateInput,
} from '@pageant/common/content/team-media';
import { validate } from '../../http/validate';
import { requireCapability } from '../../http/require-capability';
import { auditFrom } from '../audit/service';
import type { ContentDeps } from '../content-deps';
import { mediaService } from './service';

/** multer parses only multipart: a JSON video body passes through it already parsed. */
const imageOf = (req: Request) => (req.file && req.file.size > 0 ? req.file.buffer : undefined);

export function mediaRoutes(deps: ContentDeps): Router {
  const media = mediaService(deps);
  const image = deps.upload.single('image');
  const router = Router();

  router.get('/', async (_req, res) => {
    res.json({ success: true, media: await media.listGrouped() });
  });
  router.get('/:type', validate({ params: mediaTypeParamsSchema }), async (req, res) => {
    res.json({ success: true, media: await media.listByType((req.params as { type: MediaType }).type) });
  });
  router.post('/', requireCapability('content.write'), deps.uploadLimit, image, validate({ body: mediaCreateSchema }), async (req, res) => {
    const item = await media.create(req.body as MediaCreateInput, imageOf(req), auditFrom(req));
    res.status(201).json({ success: true, message: MEDIA_MSG.added, item });
  });
  // Before '/:id', or "reorder" would be taken for an id.
  router.put('/reorder', requireCapability('content.write'), validate({ body: mediaReorderSchema }), async (req, res) => {
    await media.reorder(req.body as MediaReorderInput, auditFrom(req));
    res.json({ success: true, message: MEDIA_MSG.orderSaved });
  });
  router.put(
    '/:id',
    requireCapability('content.write'),
    deps.uploadLimit,
    image,
    validate({ body: mediaUpdateSchema }),
    async (req, res) => {
      const item = await media.update(req.params.id as string, req.body as MediaUpdateInput, imageOf(req), auditFrom(req));
      res.json({ success: true, message: MEDIA_MSG.updated, item });
    },
  );
  router.delete('/:id', requireCapability('content.write'), async (req, res) => {
    await media.remove(req.params.id as string, auditFrom(req));
    res.json({ success: true, message: MEDIA_MSG.deleted });
  });
  return router;
}
