import {
  ADMIN_ACCOUNT_MSG,
  ADMIN_USERNAME_MAX,
  INVITATION_TTL_HOURS,
  type AcceptInvitationInput,
  type AdminAccount,
  type InviteAdminInput,
  type PatchAdminInput,
  type PendingInvitation,
} from '@pageant/common/content/admin-accounts';
import { ROLE_LABELS } from '@pageant/common/content/admin-roles';
import type { Db, Tx } from '../../db/client';
import { AppError, ConflictError, NotFoundError, ValidationError } from '../../errors';
import type { DomainBus } from '../../events';
import type { Logger } from '../../logger';
import { adminInvitation } from '../../mail/templates';
import type { Mailer } from '../../mail/mailer';
import { recordAudit, type AuditActor } from '../audit/service';
import { deleteSessionsOf } from '../auth/repo';
import { hashPassword } from '../auth/service';
import { invitationTokenHash, newInvitationToken } from './invitation-token';
import * as repo from './repo';

/** The audit log's names for what this module does (the Audit screen filters on them). */
export const ADMIN_USERS_AUDIT = {
  invite: 'admin.invite',
  invitationAccepted: 'admin.invitation_accepted',
  roleChange: 'admin.role_change',
  disable: 'admin.disable',
  enable: 'admin.enable',
} as const;

const HOUR_MS = 3600_000;

/** The acting admin, as routes know her: her id (the invitation's invited_by) and how the audit log names her. */
export interface Actor extends AuditActor {
  id: string;
}

const invitationInvalid = () => new ValidationError(ADMIN_ACCOUNT_MSG.invitationInvalid, 'INVITATION_INVALID');
const invitationUsed = () => new AppError(410, 'INVITATION_USED', ADMIN_ACCOUNT_MSG.invitationUsed);
const invitationExpired = () => new AppError(410, 'INVITATION_EXPIRED', ADMIN_ACCOUNT_MSG.invitationExpired);

const isUniqueViolation = (err: unknown): boolean => {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, i = 0; e && i < 4; e = e.cause as typeof e, i++) {
    if (e.code === '23505') return true;
  }
  return false;
};

export function adminUsersService(deps: { db: Db; mailer: Mailer; bus: DomainBus; logger: Logger; publicUrl: string }) {
  const { db, mailer, bus, logger, publicUrl } = deps;
  const inviteUrl = (token: string) => `${publicUrl.replace(/\/+$/, '')}/admin/invite?token=${token}`;

  /** Why a token cannot be used, for an accept that did not get the row. */
  async function refusal(tokenHash: string): Promise<AppError> {
    const found = await repo.findInvitation(db, tokenHash);
    if (!found) return invitationInvalid();
    if (found.usedAt) return invitationUsed();
    return found.expired ? invitationExpired() : invitationInvalid();
  }

  /** Her new role and state, refused when it would leave no active owner. Runs under lockTeam. */
  async function applyChange(tx: Tx, actor: Actor, id: string, change: PatchAdminInput): Promise<AdminAccount> {
    const before = await repo.findAccount(tx, id);
    if (!before) throw new NotFoundError(ADMIN_ACCOUNT_MSG.notFound);
    const role = change.role ?? before.role;
    const disabled = change.disabled ?? before.disabled;
    const wasActiveOwner = before.role === 'owner' && !before.disabled;
    if (wasActiveOwner && (role !== 'owner' || disabled) && (await repo.countOtherActiveOwners(tx, id)) === 0) {
      throw new ConflictError(ADMIN_ACCOUNT_MSG.lastOwner, 'LAST_OWNER');
    }
    await repo.updateAccount(tx, id, change);
    const entry = { ...actor, target: before.username };
    if (role !== before.role)
      await recordAudit(tx, { ...entry, action: ADMIN_USERS_AUDIT.roleChange, summary: `${before.role} -> ${role}` });
    if (disabled && !before.disabled) {
      // Her sessions end with the change: passport would refuse them anyway (findById), this also
      // clears them from every instance's session store and, through the table, her sockets.
      await deleteSessionsOf(tx, id);
      await recordAudit(tx, { ...entry, action: ADMIN_USERS_AUDIT.disable, summary: 'disabled; her sessions ended' });
    }
    if (!disabled && before.disabled) await recordAudit(tx, { ...entry, action: ADMIN_USERS_AUDIT.enable, summary: 'enabled' });
    return { ...before, role, disabled };
  }

  return {
    async list(): Promise<{ users: AdminAccount[]; invitations: PendingInvitation[] }> {
      const [users, invitations] = await Promise.all([repo.listAccounts(db), repo.pendingInvitations(db)]);
      return { users, invitations };
    },

    /** Stores the invitation (its token only as a hash), audits it, then mails her the link. */
    async invite(actor: Actor, input: InviteAdminInput): Promise<PendingInvitation> {
      if (input.email.length > ADMIN_USERNAME_MAX) throw new ValidationError(ADMIN_ACCOUNT_MSG.emailTooLongForUsername);
      const token = newInvitationToken();
      const invitation = await db.transaction(async (tx) => {
        await repo.lockTeam(tx);
        if (await repo.emailInUse(tx, input.email)) throw new ConflictError(ADMIN_ACCOUNT_MSG.emailTaken, 'EMAIL_TAKEN');
        const row = await repo.insertInvitation(tx, {
          tokenHash: invitationTokenHash(token),
          email: input.email,
          name: input.name,
          role: input.role,
          invitedBy: actor.id,
          expiresAt: new Date(Date.now() + INVITATION_TTL_HOURS * HOUR_MS),
        });
        await recordAudit(tx, { ...actor, action: ADMIN_USERS_AUDIT.invite, target: input.email, summary: `invited as ${input.role}` });
        return row;
      });
      // After the commit: a mail never goes out for an invitation that was rolled back.
      void mailer.send({
        to: input.email,
        ...adminInvitation({
          name: input.name,
          roleLabel: ROLE_LABELS[input.role],
          inviteUrl: inviteUrl(token),
          hours: INVITATION_TTL_HOURS,
        }),
      });
      return invitation;
    },

    /** Her account from the invitation: the invitation is used up by the same transaction that makes it. */
    /** `ip`: where she accepted from, for the audit entry (she has no session yet). */
    async accept(input: AcceptInvitationInput, ip: string | null): Promise<void> {
      const tokenHash = invitationTokenHash(input.token);
      const found = await repo.findInvitation(db, tokenHash);
      if (!found || found.usedAt || found.expired) throw await refusal(tokenHash);
      if (input.password.trim().toLowerCase() === found.email.toLowerCase()) throw new ValidationError(ADMIN_ACCOUNT_MSG.passwordIsEmail);
      // Hashed before the transaction: scrypt's tenth of a second is not spent holding a connection's locks.
      const passwordHash = await hashPassword(input.password);
      try {
        await db.transaction(async (tx) => {
          const invitation = await repo.claimInvitation(tx, tokenHash);
          if (!invitation) throw await refusal(tokenHash);
          const admin = await repo.insertInvitedAdmin(tx, { username: invitation.email, ...invitation, passwordHash });
          await repo.linkInvitation(tx, invitation.id, admin.id);
          await recordAudit(tx, {
            actor: invitation.email,
            ip,
            action: ADMIN_USERS_AUDIT.invitationAccepted,
            target: invitation.email,
            summary: `account made as ${invitation.role}`,
          });
        });
      } catch (err) {
        // Someone took the address (the console, another invitation) since she was invited: the
        // rollback leaves her invitation unused, and the owner can sort it out.
        if (isUniqueViolation(err)) throw new ConflictError(ADMIN_ACCOUNT_MSG.emailTaken, 'EMAIL_TAKEN');
        throw err;
      }
    },

    async update(actor: Actor, id: string, change: PatchAdminInput): Promise<AdminAccount> {
      const account = await db.transaction(async (tx) => {
        await repo.lockTeam(tx);
        return applyChange(tx, actor, id, change);
      });
      if (change.disabled) {
        logger.info({ admin: account.username }, 'admin disabled; her sessions and sockets end');
        bus.publish('admin.disabled', { adminId: id });
      }
      return (await repo.findAccount(db, id)) ?? account;
    },
  };
}
export type AdminUsersService = ReturnType<typeof adminUsersService>;
