import { Router } from 'express';
import type { ContentDeps } from '../content-deps';

export function homeBrandsRoutes(_deps: ContentDeps): Router {
  return Router();
}
