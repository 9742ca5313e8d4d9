import { Router } from 'express';
import type { ContentDeps } from '../content-deps';

export function mediaRoutes(_deps: ContentDeps): Router {
  return Router();
}
