import type { Db } from '../../db/client';
import { ConflictError, NotFoundError } from '../../errors';
import { generatePassword, hashPassword, verifyPassword } from './password';
import * as repo from './repo';
import { AUDIT, recordAudit } from '../audit/service';

// My account (issue #34) checks and sets her own password with the same hashing.
export { hashPassword, verifyPassword } from './password';

/** The server console (npm run admin): whoever runs it already owns the machine, but it still leaves a trace. */
const CONSOLE = { actor: 'console', ip: null };

// Compared against when the username is unknown, so a miss costs the same time as a wrong password.
let dummyHash: Promise<string> | null = null;

export async function verifyCredentials(db: Db, username: string, password: string): Promise<repo.AdminUser | null> {
  const user = await repo.findByUsername(db, username);
  if (!user) {
    dummyHash ??= hashPassword(generatePassword());
    await verifyPassword(password, await dummyHash);
    return null;
  }
  const ok = await verifyPassword(password, user.passwordHash);
  // A disabled admin gets the same answer as a wrong password, after the same work.
  return ok && !user.disabledAt ? { id: user.id, username: user.username, role: user.role } : null;
}

export const findAdmin = (db: Db, id: string) => repo.findById(db, id);

export async function createAdmin(db: Db, username: string, password: string): Promise<repo.AdminUser> {
  if (await repo.findByUsername(db, username)) throw new ConflictError(`An admin named ${username} already exists.`);
  const hash = await hashPassword(password);
  return db.transaction(async (tx) => {
    const user = await repo.insertAdmin(tx, username, hash);
    await recordAudit(tx, { ...CONSOLE, action: AUDIT.adminCreated, target: user.username, summary: 'admin account created' });
    return user;
  });
}

export async function resetPassword(db: Db, username: string, password: string): Promise<void> {
  const user = await repo.findByUsername(db, username);
  if (!user) throw new NotFoundError(`No admin named ${username}.`);
  const hash = await hashPassword(password);
  await db.transaction(async (tx) => {
    await repo.updatePassword(tx, user.id, hash);
    // Whoever logged in with the old password is out: the HTTP session at once, her sockets at the
    // servers' next look at the session table (issue #26).
    await repo.deleteSessionsOf(tx, user.id);
    await recordAudit(tx, { ...CONSOLE, action: AUDIT.passwordReset, target: user.username, summary: 'password changed' });
  });
}

/**
 * At start: when no admin exists, create one from config. Returns the password only when it was
 * generated here, so the caller can print it once.
 */
export async function ensureAdmin(db: Db, username: string, password?: string): Promise<{ created: boolean; generatedPassword?: string }> {
  if ((await repo.countAdmins(db)) > 0) return { created: false };
  const pw = password ?? generatePassword();
  await repo.insertAdmin(db, username, await hashPassword(pw));
  return { created: true, generatedPassword: password ? undefined : pw };
}
