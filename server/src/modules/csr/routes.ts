import { Router } from 'express';
import type { ContentDeps } from '../content-deps';

export function csrRoutes(_deps: ContentDeps): Router {
  return Router();
}
