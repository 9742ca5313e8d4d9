import { Router } from 'express';
import { csrUploadSchema, type CsrUploadInput } from '@pageant/common/content/home';
import { validate } from '../../http/validate';
import { requireCapability } from '../../http/require-capability';
import { auditFrom } from '../audit/service';
import type { ContentDeps } from '../content-deps';
import { csrService } from './service';

const MAX_FILES = 10;

export function csrRoutes(deps: ContentDeps): Router {
  const csr = csrService(deps);
  const router = Router();
  router.get('/fetch', async (_req, res) => {
    res.json(await csr.list());
  });
  router.post(
    '/upload',
    requireCapability('content.write'),
    deps.uploadLimit,
    deps.upload.array('images', MAX_FILES),
    validate({ body: csrUploadSchema }),
    async (req, res) => {
      const files = Array.isArray(req.files) ? req.files.map((f) => f.buffer) : [];
      res.status(201).json(await csr.upload(req.body as CsrUploadInput, files, auditFrom(req)));
    },
  );
  router.delete('/delete/:id', requireCapability('content.write'), async (req, res) => {
    res.json(await csr.remove(String(req.params.id), auditFrom(req)));
  });
  return router;
}
