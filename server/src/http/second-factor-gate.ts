import type { Request, RequestHandler } from 'express';
import { ADMIN_ACCOUNT_MSG } from '@pageant/common/content/admin-accounts';
import { MONEY_ROLES } from '@pageant/common/content/admin-roles';
import { ForbiddenError } from '../errors';

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- Express types the request through its global namespace
  namespace Express {
    interface Request {
      /** The owner requires a second factor of her role and she has none yet (set by secondFactorGate). */
      secondFactorMissing?: boolean;
      /** A route she may use before setting one up (set by openDuringSetup). */
      openDuringSetup?: boolean;
    }
  }
}

export class SecondFactorRequiredError extends ForbiddenError {
  constructor() {
    super(ADMIN_ACCOUNT_MSG.secondFactorRequired, 'SECOND_FACTOR_REQUIRED');
  }
}

/**
 * Runs with the session, once per request of a signed-in admin of a money role; the admin guards
 * (requireAdmin, requireCapability) then refuse with SECOND_FACTOR_REQUIRED. Checked per request,
 * like her role, so the owner switching the policy on counts at once, and setting a factor up lifts it at once.
 */
export function secondFactorGate(standing: (admin: Express.User) => Promise<{ mustSetUpSecondFactor: boolean }>): RequestHandler {
  return async (req, _res, next) => {
    const admin = req.user;
    if (admin && MONEY_ROLES.includes(admin.role)) req.secondFactorMissing = (await standing(admin)).mustSetUpSecondFactor;
    next();
  };
}

/** Put before the guard of the routes that lead to a second factor (and /check, /logout). */
export const openDuringSetup: RequestHandler = (req, _res, next) => {
  req.openDuringSetup = true;
  next();
};

/** For the admin guards: the error to answer with, if the policy holds this request back. */
export const secondFactorBlock = (req: Request): SecondFactorRequiredError | null =>
  req.secondFactorMissing && !req.openDuringSetup ? new SecondFactorRequiredError() : null;
