import { Router } from 'express';
import { testimonialSchema, type TestimonialInput } from '@pageant/common/content/home';
import { validate } from '../../http/validate';
import { requireAdmin } from '../../http/require-admin';
import type { ContentDeps } from '../content-deps';
import { testimonialsService } from './service';

export function testimonialsRoutes(deps: ContentDeps): Router {
  const testimonials = testimonialsService(deps);
  const router = Router();
  const body = validate({ body: testimonialSchema });
  router.get('/', async (_req, res) => {
    res.json(await testimonials.list());
  });
  router.post('/', requireAdmin, deps.uploadLimit, deps.upload.single('image'), body, async (req, res) => {
    res.status(201).json(await testimonials.create(req.body as TestimonialInput, req.file?.buffer));
  });
  router.put('/:id', requireAdmin, deps.uploadLimit, deps.upload.single('image'), body, async (req, res) => {
    res.json(await testimonials.update(String(req.params.id), req.body as TestimonialInput, req.file?.buffer));
  });
  router.delete('/:id', requireAdmin, async (req, res) => {
    res.json(await testimonials.remove(String(req.params.id)));
  });
  return router;
}
