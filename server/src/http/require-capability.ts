import type { RequestHandler } from 'express';
import { CAPABILITY_ROLES, forbiddenMessage, roleMay, type Capability } from '@pageant/common/content/admin-roles';
import { ForbiddenError, UnauthorizedError } from '../errors';
import { secondFactorBlock } from './second-factor-gate';

/** Answered with the 403 so the admin UI can say whom to ask without parsing the sentence. */
export class RoleRequiredError extends ForbiddenError {
  readonly roles: readonly string[];
  constructor(capability: Capability) {
    super(forbiddenMessage(capability), 'ROLE_REQUIRED');
    this.roles = CAPABILITY_ROLES[capability];
  }
}

/**
 * Issue #34: every admin route names what it needs (common/content/admin-roles.ts); the role comes
 * from the admin's row, re-read with her session on every request, so a demotion counts at once.
 */
export function requireCapability(capability: Capability): CapabilityGuard {
  const guard: RequestHandler = (req, _res, next) => {
    if (!(req.isAuthenticated?.() && req.user)) return next(new UnauthorizedError());
    if (!roleMay(req.user.role, capability)) return next(new RoleRequiredError(capability));
    // The owner's policy (issue #34): a money role without a second factor sets one up first.
    const blocked = secondFactorBlock(req);
    if (blocked) return next(blocked);
    next();
  };
  return Object.assign(guard, { capability });
}

/** The guard names its capability, so the route table test can find every route's need in the router stack. */
export type CapabilityGuard = RequestHandler & { readonly capability: Capability };

export function capabilityOf(handler: unknown): Capability | undefined {
  return typeof handler === 'function' ? (handler as Partial<CapabilityGuard>).capability : undefined;
}
