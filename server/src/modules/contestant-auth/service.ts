import { randomBytes } from 'node:crypto';
import { COCKPIT_MSG, LOGIN_LINK_TTL_MINUTES, loginTokenSchema } from '@pageant/common/content/cockpit';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, ValidationError } from '../../errors';
import type { Logger } from '../../logger';
import { contestantSignInLink } from '../../mail/contestant-mail';
import type { Mailer } from '../../mail/mailer';
import type { SignInLinks } from '../../mail/templates';
import * as repo from './repo';
import { createContestantSession, endContestantSession, sha256 } from './session';

const base = (publicUrl: string) => publicUrl.replace(/\/+$/, '');

/** The page where she asks for a sign-in link: permanent, so every mail can carry it. */
export const signInPageUrl = (publicUrl: string) => `${base(publicUrl)}/me/signin`;

/**
 * A fresh single-use link to her cockpit. The token is 256 random bits; only its sha-256 is stored,
 * so a copy of the database holds no working link.
 */
export async function issueSignInLinks(db: DbOrTx, registrationId: string, publicUrl: string): Promise<SignInLinks> {
  const token = randomBytes(32).toString('base64url');
  await repo.storeLoginToken(db, registrationId, sha256(token), LOGIN_LINK_TTL_MINUTES);
  return { loginUrl: `${base(publicUrl)}/me/login?token=${token}`, signinUrl: signInPageUrl(publicUrl) };
}

const tokenInvalid = () => new ValidationError(COCKPIT_MSG.tokenInvalid, 'TOKEN_INVALID');

export interface ContestantAuthDeps {
  db: Db;
  logger: Logger;
  publicUrl: string;
  mailer?: Mailer;
}

export function contestantAuthService({ db, logger, publicUrl, mailer }: ContestantAuthDeps) {
  const log = logger.child({ module: 'contestant-auth' });

  /** To the address as she registered it, not as typed: the link goes only where it always went. */
  async function mailLink(her: { id: string; fullName: string; email: string }): Promise<void> {
    const links = await issueSignInLinks(db, her.id, publicUrl);
    await mailer?.send({ to: her.email, ...contestantSignInLink({ name: her.fullName, links }) });
  }

  return {
    /**
     * Looks the address up (one query, known or not) and returns the work left for after the answer:
     * storing the token and mailing it happen once the 202 is sent, so a known address is not
     * answered measurably later than an unknown one.
     */
    async requestLink(email: string): Promise<() => void> {
      const her = await repo.signInRegistration(db, email);
      // Whether it was known, never which address (nor, later, the token).
      log.info({ event: 'contestant.login_link', known: her !== null }, 'sign-in link asked for');
      if (!her) return () => {};
      return () => void mailLink(her).catch((err: unknown) => log.warn({ err, event: 'contestant.login_link' }, 'sign-in link not sent'));
    },

    /** Trades a mailed token for a new session; a used, expired or unknown one says which. */
    async signIn(body: unknown): Promise<{ sid: string; expiresAt: Date }> {
      const parsed = loginTokenSchema.safeParse(body);
      if (!parsed.success) throw tokenInvalid();
      const hash = sha256(parsed.data.token);
      const registrationId = await repo.consumeLoginToken(db, hash);
      if (registrationId) {
        log.info({ event: 'contestant.signed_in' }, 'contestant signed in');
        return createContestantSession(db, registrationId);
      }
      const state = await repo.loginTokenState(db, hash);
      if (state?.used) throw new AppError(410, 'TOKEN_USED', COCKPIT_MSG.tokenUsed);
      if (state?.expired) throw new AppError(410, 'TOKEN_EXPIRED', COCKPIT_MSG.tokenExpired);
      throw tokenInvalid();
    },

    signOut: (cookieHeader: string | undefined) => endContestantSession(db, cookieHeader),
  };
}

export type ContestantAuthService = ReturnType<typeof contestantAuthService>;
