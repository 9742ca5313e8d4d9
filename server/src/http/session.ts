import connectPgSimple from 'connect-pg-simple';
import session from 'express-session';
import type pg from 'pg';
import type { Config } from '../config';

export const SESSION_COOKIE = 'pageant.sid';

/** Sessions live in PostgreSQL, so any server instance can serve any admin (DESIGN §3). */
export function createSession(config: Config, pool: pg.Pool) {
  const PgStore = connectPgSimple(session);
  const store = new PgStore({
    pool,
    tableName: 'session',
    createTableIfMissing: false,
    // Expired rows are pruned every 15 minutes; tests switch pruning off to leave no timers behind.
    pruneSessionInterval: config.NODE_ENV === 'test' ? false : 15 * 60,
  });
  const middleware = session({
    name: SESSION_COOKIE,
    secret: config.sessionSecret,
    store,
    resave: false,
    saveUninitialized: false,
    rolling: false,
    proxy: config.trustProxy !== false,
    cookie: {
      httpOnly: true,
      sameSite: 'lax',
      secure: config.secureCookies,
      maxAge: config.SESSION_MAX_AGE_HOURS * 3600_000,
      path: '/',
    },
  });
  return { middleware, close: () => store.close() };
}
