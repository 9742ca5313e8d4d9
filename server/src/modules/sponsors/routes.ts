import type { Router } from 'express';
import { sponsorLogoSchema } from '@pageant/common/content/home';
import type { ContentDeps } from '../content-deps';
import { imageItemRoutes } from '../image-item-routes';
import { sponsorsService } from './service';

export function sponsorRoutes(deps: ContentDeps): Router {
  return imageItemRoutes(deps, {
    service: sponsorsService(deps),
    schema: sponsorLogoSchema,
    fileField: 'logo',
    paths: { list: '/logos', create: '/upload', update: '/update/:id', remove: '/delete/:id' },
  });
}
