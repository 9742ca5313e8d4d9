import { Router } from 'express';
import type { ContentDeps } from '../content-deps';

export function sponsorRoutes(_deps: ContentDeps): Router {
  return Router();
}
