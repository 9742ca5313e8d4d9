import { Router } from 'express';
import type { ContentDeps } from '../content-deps';

export function competitionRoutes(_deps: ContentDeps): Router {
  return Router();
}
