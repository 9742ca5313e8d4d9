import { Router, type Request, type Response } from 'express';
import { idParamSchema, MSG } from '@pageant/common';
import {
  ADMIN_ACCOUNT_MSG,
  acceptInvitationSchema,
  inviteAdminSchema,
  patchAdminSchema,
  type AcceptInvitationInput,
  type InviteAdminInput,
  type PatchAdminInput,
} from '@pageant/common/content/admin-accounts';
import { limiter, memoryStores, type LimitStores } from '../../http/rate-limit';
import { requireCapability } from '../../http/require-capability';
import { validate } from '../../http/validate';
import { auditFrom, requestIp } from '../audit/service';
import type { Actor, AdminUsersService } from './service';

const FIFTEEN_MINUTES = 15 * 60_000;

interface AdminUsersRouteOptions {
  /** Failed accepts per 15 minutes per address: the login's limit, since a token is a credential too. */
  acceptLimit: number;
  stores?: LimitStores;
}

const actorOf = (req: Request): Actor => ({ id: req.user!.id, ...auditFrom(req) });

/** Issue #34: the Team screen's API (owner only) and the public end of an invitation. Mounted on /admin. */
export function adminUsersRoutes(users: AdminUsersService, { acceptLimit, stores = memoryStores }: AdminUsersRouteOptions): Router {
  const acceptPerIp = limiter({
    windowMs: FIFTEEN_MINUTES,
    limit: acceptLimit,
    message: MSG.tooManyLogins,
    skipSuccessfulRequests: true,
    store: stores('invitation-accept'),
  });

  const list = async (_req: Request, res: Response) => {
    res.json({ success: true, ...(await users.list()) });
  };

  const invite = async (req: Request, res: Response) => {
    const invitation = await users.invite(actorOf(req), req.body as InviteAdminInput);
    res.status(201).json({ success: true, message: ADMIN_ACCOUNT_MSG.invited(invitation.email), invitation });
  };

  const update = async (req: Request, res: Response) => {
    const user = await users.update(actorOf(req), req.params.id as string, req.body as PatchAdminInput);
    res.json({ success: true, user });
  };

  const accept = async (req: Request, res: Response) => {
    await users.accept(req.body as AcceptInvitationInput, requestIp(req));
    res.status(201).json({ success: true, message: ADMIN_ACCOUNT_MSG.accountReady });
  };

  const router = Router();
  router.get('/users', requireCapability('accounts'), list);
  router.post('/users', requireCapability('accounts'), validate({ body: inviteAdminSchema }), invite);
  router.patch('/users/:id', requireCapability('accounts'), validate({ params: idParamSchema, body: patchAdminSchema }), update);
  // Public: she has no account yet. Counted before validation, so malformed guesses count too.
  router.post('/invitations/accept', acceptPerIp, validate({ body: acceptInvitationSchema }), accept);
  return router;
}
