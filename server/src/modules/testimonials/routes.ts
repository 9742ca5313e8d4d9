import type { Router } from 'express';
import { testimonialSchema } from '@pageant/common/content/home';
import type { ContentDeps } from '../content-deps';
import { imageItemRoutes } from '../image-item-routes';
import { testimonialsService } from './service';

export function testimonialsRoutes(deps: ContentDeps): Router {
  return imageItemRoutes(deps, {
    service: testimonialsService(deps),
    schema: testimonialSchema,
    fileField: 'image',
    paths: { list: '/', create: '/', update: '/:id', remove: '/:id' },
  });
}
