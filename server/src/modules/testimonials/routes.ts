import { Router } from 'express';
import type { ContentDeps } from '../content-deps';

export function testimonialsRoutes(_deps: ContentDeps): Router {
  return Router();
}
