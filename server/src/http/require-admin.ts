import type { RequestHandler } from 'express';
import { UnauthorizedError } from '../errors';

/** Every admin route starts with this: the server checks, whatever the client hides. */
export const requireAdmin: RequestHandler = (req, _res, next) => {
  if (req.isAuthenticated?.() && req.user) return next();
  next(new UnauthorizedError());
};
