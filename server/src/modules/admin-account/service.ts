import { ADMIN_ACCOUNT_MSG } from '@pageant/common/content/admin-accounts';
import { ADMIN_SESSION_MSG, type AdminSession } from '@pageant/common/content/admin-sessions';
import type { Db } from '../../db/client';
import { NotFoundError, ValidationError } from '../../errors';
import { recordAudit, type AuditActor } from '../audit/service';
import { hashPassword, verifyPassword } from '../auth/service';
import { UNKNOWN_DEVICE } from './device-name';
import * as repo from './repo';

export const ACCOUNT_AUDIT = {
  passwordChanged: 'auth.password_changed',
  sessionEnded: 'auth.session_ended',
} as const;

/** Who is asking: her id, and the session the request came with. */
export interface Self {
  adminId: string;
  sid: string;
  actor: AuditActor;
}

const byRecency = (a: AdminSession, b: AdminSession) =>
  Number(b.current) - Number(a.current) || (b.lastSeenAt ?? '').localeCompare(a.lastSeenAt ?? '');

export function adminAccountService(db: Db) {
  return {
    async sessions(self: Self): Promise<{ sessions: AdminSession[] }> {
      const rows = await repo.sessionsOf(db, self.adminId);
      const list = rows.map((r) => ({
        id: r.id,
        device: r.sess.device ?? UNKNOWN_DEVICE,
        lastSeenAt: r.sess.lastSeenAt ?? null,
        createdAt: r.sess.createdAt ?? null,
        current: r.sid === self.sid,
      }));
      return { sessions: list.sort(byRecency) };
    },

    /** Returns whether it was the session she is using (the caller then clears her cookie). */
    async endSession(self: Self, id: string): Promise<{ current: boolean }> {
      const sid = await db.transaction(async (tx) => {
        const ended = await repo.deleteSessionOf(tx, self.adminId, id);
        if (!ended) throw new NotFoundError(ADMIN_SESSION_MSG.notFound);
        await recordAudit(tx, {
          ...self.actor,
          action: ACCOUNT_AUDIT.sessionEnded,
          target: self.actor.actor,
          summary: 'one session signed out',
        });
        return ended;
      });
      return { current: sid === self.sid };
    },

    async changePassword(self: Self, current: string, password: string): Promise<void> {
      const me = await repo.credentialsOf(db, self.adminId);
      if (!me) throw new NotFoundError(ADMIN_ACCOUNT_MSG.notFound);
      if (!(await verifyPassword(current, me.passwordHash))) {
        throw new ValidationError(ADMIN_ACCOUNT_MSG.currentPasswordWrong, 'CURRENT_PASSWORD_WRONG');
      }
      // Invited admins sign in with their e-mail as the username: either one is public knowledge.
      const typed = password.trim().toLowerCase();
      if ([me.email, me.username].some((known) => known && known.trim().toLowerCase() === typed)) {
        throw new ValidationError(ADMIN_ACCOUNT_MSG.passwordIsEmail, 'PASSWORD_IS_EMAIL');
      }
      const hash = await hashPassword(password);
      await db.transaction(async (tx) => {
        await repo.setPasswordHash(tx, self.adminId, hash);
        // Whoever holds her old password may be signed in elsewhere: those sessions end, this one stays.
        const ended = await repo.deleteOtherSessionsOf(tx, self.adminId, self.sid);
        await recordAudit(tx, {
          ...self.actor,
          action: ACCOUNT_AUDIT.passwordChanged,
          target: self.actor.actor,
          summary: `password changed; ${ended} other session${ended === 1 ? '' : 's'} signed out`,
        });
      });
    },
  };
}
export type AdminAccountService = ReturnType<typeof adminAccountService>;
