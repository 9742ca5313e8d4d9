import { Router } from 'express';
import type { ContentDeps } from '../content-deps';

export function ngoRoutes(_deps: ContentDeps): Router {
  return Router();
}
