import { Router } from 'express';
import type { ContentDeps } from '../content-deps';

export function homeImagesRoutes(_deps: ContentDeps): Router {
  return Router();
}
