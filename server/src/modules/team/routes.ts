import { Router } from 'express';
import type { ContentDeps } from '../content-deps';

export function teamRoutes(_deps: ContentDeps): Router {
  return Router();
}
