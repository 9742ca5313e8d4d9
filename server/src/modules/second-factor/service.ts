import { ADMIN_ACCOUNT_MSG } from '@pageant/common/content/admin-accounts';
import { MONEY_ROLES, type AdminRole } from '@pageant/common/content/admin-roles';
import { SECOND_FACTOR_MSG, type SecondFactorStatus } from '@pageant/common/content/second-factor';
import type { Db, Tx } from '../../db/client';
import { ConflictError, NotFoundError, ValidationError } from '../../errors';
import { recordAudit, type AuditActor } from '../audit/service';
import { qrSvg } from './qr';
import { hashRecoveryCode, isRecoveryCode, newRecoveryCodes } from './recovery-codes';
import * as repo from './repo';
import { matchTotp, newTotpSecret, otpauthUrl } from './totp';
import { SECOND_FACTOR_AUDIT } from './audit-actions';
import { authenticationOptions, registrationOptions, verifiedAssertion, verifiedRegistration, type RelyingParty } from './webauthn';

// Other modules reach this one only through its service (README "Code habits"): the login's second
// step is wired into auth's login route from here.
export { SECOND_FACTOR_AUDIT } from './audit-actions';
export { secondStepRoutes } from './login-routes';
export { beginPendingLogin, pendingLogin } from './session';

export interface Admin {
  id: string;
  username: string;
  role: AdminRole;
}
/** The signed-in admin acting on her own account, and what the audit log calls her. */
export interface Acting {
  admin: Admin;
  actor: AuditActor;
}

/** Named in the login's audit summary. */
export type Factor = 'authenticator app' | 'recovery code' | 'passkey';

const isMoneyRole = (role: AdminRole) => MONEY_ROLES.includes(role);
const codeInvalid = () => new ValidationError(ADMIN_ACCOUNT_MSG.codeInvalid, 'SECOND_FACTOR_CODE_INVALID');
const passkeyFailed = () => new ValidationError(SECOND_FACTOR_MSG.passkeyFailed, 'PASSKEY_FAILED');

interface Options {
  db: Db;
  rp: RelyingParty;
  now?: () => number;
}

/** For /check and the gate: whether she has a factor, and whether the policy sends her to set one up. */
export async function secondFactorStanding(
  db: Db,
  admin: Pick<Admin, 'id' | 'role'>,
): Promise<{ twoFactor: boolean; mustSetUpSecondFactor: boolean }> {
  const facts = await repo.gateFacts(db, admin.id);
  return { twoFactor: facts.hasFactor, mustSetUpSecondFactor: isMoneyRole(admin.role) && facts.required && !facts.hasFactor };
}

export function secondFactorService({ db, rp, now = Date.now }: Options) {
  const required = async (role: AdminRole) => isMoneyRole(role) && (await repo.policy(db)).requireSecondFactor;

  /** Inside the removal's transaction: the policy may not leave a money role without a factor. */
  async function keepOneFactor(tx: Tx, admin: Admin): Promise<void> {
    if (!isMoneyRole(admin.role) || !(await repo.policy(tx)).requireSecondFactor) return;
    const facts = await repo.gateFacts(tx, admin.id);
    if (!facts.hasFactor) throw new ConflictError(SECOND_FACTOR_MSG.lastFactor, 'LAST_SECOND_FACTOR');
  }

  /** A TOTP code (once per step) or an unused recovery code (once): which one it was, or null. */
  async function checkCode(adminId: string, code: string): Promise<Factor | null> {
    if (isRecoveryCode(code)) return (await repo.useRecoveryCode(db, adminId, hashRecoveryCode(code))) ? 'recovery code' : null;
    const totp = await repo.totpState(db, adminId);
    if (!totp.enabled || !totp.secret) return null;
    const step = matchTotp(totp.secret, code, now(), totp.lastStep);
    return step !== null && (await repo.claimTotpStep(db, adminId, step)) ? 'authenticator app' : null;
  }

  async function issueRecoveryCodes(tx: Tx, adminId: string): Promise<string[]> {
    const codes = newRecoveryCodes();
    await repo.replaceRecoveryCodes(tx, adminId, codes.map(hashRecoveryCode));
    return codes;
  }

  return {
    checkCode,

    async status(admin: Admin): Promise<SecondFactorStatus> {
      const [totp, passkeys, left, isRequired] = await Promise.all([
        repo.totpState(db, admin.id),
        repo.passkeysOf(db, admin.id),
        repo.recoveryCodesLeft(db, admin.id),
        required(admin.role),
      ]);
      return {
        totp: totp.enabled,
        passkeys: passkeys.map((p) => ({
          id: p.id,
          label: p.label,
          createdAt: p.createdAt.toISOString(),
          lastUsedAt: p.lastUsedAt?.toISOString() ?? null,
        })),
        recoveryCodesLeft: totp.enabled ? left : 0,
        required: isRequired,
      };
    },

    /** A new secret for her app; the caller keeps it (in her session) until she confirms a code from it. */
    startTotp(admin: Admin) {
      const secret = newTotpSecret();
      const url = otpauthUrl(rp.name, admin.username, secret);
      return { secret, otpauthUrl: url, qrSvg: qrSvg(url) };
    },

    /** Her app shows the right code for the pending secret: it becomes her factor, with a fresh set of recovery codes. */
    async confirmTotp({ admin, actor }: Acting, secret: string, code: string): Promise<string[]> {
      const step = isRecoveryCode(code) ? null : matchTotp(secret, code, now(), null);
      if (step === null) throw codeInvalid();
      return db.transaction(async (tx) => {
        await repo.enableTotp(tx, admin.id, secret, step);
        const codes = await issueRecoveryCodes(tx, admin.id);
        await recordAudit(tx, {
          ...actor,
          action: SECOND_FACTOR_AUDIT.totpEnabled,
          target: admin.username,
          summary: 'authenticator app set up, 10 recovery codes issued',
        });
        return codes;
      });
    },

    async removeTotp({ admin, actor }: Acting, code: string): Promise<void> {
      if (!(await repo.totpState(db, admin.id)).enabled) throw new ConflictError(SECOND_FACTOR_MSG.totpNotSetUp, 'TOTP_NOT_SET_UP');
      // Refused before the code is spent, so a refusal does not cost her a recovery code.
      if ((await required(admin.role)) && !(await repo.passkeysOf(db, admin.id)).length) {
        throw new ConflictError(SECOND_FACTOR_MSG.lastFactor, 'LAST_SECOND_FACTOR');
      }
      if (!(await checkCode(admin.id, code))) throw codeInvalid();
      await db.transaction(async (tx) => {
        await repo.clearTotp(tx, admin.id);
        await repo.replaceRecoveryCodes(tx, admin.id, []);
        await keepOneFactor(tx, admin);
        await recordAudit(tx, {
          ...actor,
          action: SECOND_FACTOR_AUDIT.totpRemoved,
          target: admin.username,
          summary: 'authenticator app and recovery codes removed',
        });
      });
    },

    async renewRecoveryCodes({ admin, actor }: Acting, code: string): Promise<string[]> {
      if (!(await repo.totpState(db, admin.id)).enabled) throw new ConflictError(SECOND_FACTOR_MSG.totpNotSetUp, 'TOTP_NOT_SET_UP');
      if (!(await checkCode(admin.id, code))) throw codeInvalid();
      return db.transaction(async (tx) => {
        const codes = await issueRecoveryCodes(tx, admin.id);
        await recordAudit(tx, {
          ...actor,
          action: SECOND_FACTOR_AUDIT.recoveryCodesRenewed,
          target: admin.username,
          summary: '10 new recovery codes, the earlier ones void',
        });
        return codes;
      });
    },

    async passkeyOptions(admin: Admin) {
      return registrationOptions(rp, admin, await repo.passkeysOf(db, admin.id));
    },

    async addPasskey({ admin, actor }: Acting, response: unknown, challenge: string, label: string | undefined) {
      const credential = await verifiedRegistration(rp, response, challenge);
      if (!credential) throw passkeyFailed();
      const name = label || 'Passkey';
      return db.transaction(async (tx) => {
        const row = await repo.insertPasskey(tx, { adminId: admin.id, ...credential, label: name });
        if (!row) throw new ConflictError(SECOND_FACTOR_MSG.passkeyTaken, 'PASSKEY_TAKEN');
        await recordAudit(tx, {
          ...actor,
          action: SECOND_FACTOR_AUDIT.passkeyAdded,
          target: admin.username,
          summary: `passkey "${name}" added`,
        });
        return row;
      });
    },

    async removePasskey({ admin, actor }: Acting, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await repo.deletePasskey(tx, admin.id, id);
        if (!row) throw new NotFoundError(SECOND_FACTOR_MSG.passkeyNotFound, 'PASSKEY_NOT_FOUND');
        await keepOneFactor(tx, admin);
        await recordAudit(tx, {
          ...actor,
          action: SECOND_FACTOR_AUDIT.passkeyRemoved,
          target: admin.username,
          summary: `passkey "${row.label}" removed`,
        });
      });
    },

    /** What the login's second step may offer her. */
    async factorsOf(adminId: string): Promise<{ totp: boolean; passkey: boolean }> {
      const [totp, passkeys] = await Promise.all([repo.totpState(db, adminId), repo.passkeysOf(db, adminId)]);
      return { totp: totp.enabled, passkey: passkeys.length > 0 };
    },

    async loginPasskeyOptions(adminId: string) {
      const credentials = await repo.passkeysOf(db, adminId);
      if (!credentials.length) throw new ConflictError(SECOND_FACTOR_MSG.noPasskey, 'NO_PASSKEY');
      return authenticationOptions(rp, credentials);
    },

    /** One of her own passkeys signed the challenge with a counter past the stored one. */
    async checkPasskey(adminId: string, response: { id: string }, challenge: string): Promise<boolean> {
      const row = (await repo.passkeysOf(db, adminId)).find((p) => p.credentialId === response.id);
      if (!row) return false;
      const counter = await verifiedAssertion(rp, response, challenge, row);
      return counter !== null && repo.recordPasskeyUse(db, row.id, row.counter, counter);
    },

    policy: () => repo.policy(db),

    async setPolicy(requireSecondFactor: boolean, actor: AuditActor) {
      await db.transaction(async (tx) => {
        await repo.savePolicy(tx, requireSecondFactor);
        const summary = requireSecondFactor ? 'second factor required for owner, manager and finance' : 'second factor no longer required';
        await recordAudit(tx, { ...actor, action: SECOND_FACTOR_AUDIT.policyChanged, target: 'security policy', summary });
      });
      return { requireSecondFactor };
    },

    standing: (admin: Pick<Admin, 'id' | 'role'>) => secondFactorStanding(db, admin),
  };
}
export type SecondFactorService = ReturnType<typeof secondFactorService>;
