import { Router } from 'express';
import type { Config } from './config';
import type { Db } from './db/client';
import type { DomainBus } from './events';
import type { LimitStores } from './http/rate-limit';
import { SESSION_COOKIE } from './http/session';
import type { Logger } from './logger';
import type { Mailer } from './mail/mailer';
import { adminAccountRoutes } from './modules/admin-account/routes';
import { adminAccountService } from './modules/admin-account/service';
import { adminUsersRoutes } from './modules/admin-users/routes';
import { adminUsersService } from './modules/admin-users/service';
import { auditRecorder } from './modules/audit/service';
import { secondFactorAccountRoutes, securityPolicyRoutes } from './modules/second-factor/routes';
import { secondFactorService, type SecondFactorService } from './modules/second-factor/service';
import { adminMeRoutes } from './modules/auth/admin-me';
import type { PassportInstance } from './modules/auth/passport';
import { authRoutes } from './modules/auth/routes';
import { findAdmin } from './modules/auth/service';

/** Passkeys belong to the site's public origin (PUBLIC_URL), never to whatever Host a request names. */
export const siteSecondFactor = (db: Db, config: Config): SecondFactorService =>
  secondFactorService({ db, rp: { name: 'Pageant admin', id: new URL(config.publicOrigin).hostname, origin: config.publicOrigin } });

interface AdminAccessDeps {
  db: Db;
  config: Config;
  passport: PassportInstance;
  stores: LimitStores;
  secondFactor: SecondFactorService;
  mailer: Mailer;
  bus: DomainBus;
  logger: Logger;
}

/**
 * Everything about who may enter the back office, mounted at /api/admin (issue #34): who is signed in
 * (AdminMe), login with its second step and logout, her own second factor, sessions and password (My
 * account), the owner's policy, and the Team screen with its invitations.
 */
export function adminAccessRoutes({ db, config, passport, stores, secondFactor, mailer, bus, logger }: AdminAccessDeps): Router {
  const router = Router();
  router.use(adminMeRoutes(db));
  router.use(
    authRoutes({
      passport,
      loginLimit: config.RATE_LIMIT_LOGIN,
      cookieName: SESSION_COOKIE,
      stores,
      audit: auditRecorder(db),
      secondFactor,
      findAdmin: (id) => findAdmin(db, id),
    }),
  );
  router.use('/account', secondFactorAccountRoutes(secondFactor));
  router.use(securityPolicyRoutes(secondFactor));
  router.use('/account', adminAccountRoutes(adminAccountService(db), { cookieName: SESSION_COOKIE, stores }));
  router.use(
    adminUsersRoutes(adminUsersService({ db, mailer, bus, logger, publicUrl: config.publicUrl }), {
      acceptLimit: config.RATE_LIMIT_LOGIN,
      stores,
    }),
  );
  return router;
}
