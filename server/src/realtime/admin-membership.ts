import type { IncomingMessage } from 'node:http';
import type { Express } from 'express';
import type pg from 'pg';
import { MONEY_ROLES } from '@pageant/common/content/admin-roles';
import type { Config } from '../config';
import { signedSessionId } from '../http/cookies';
import { fromOwnPages, type TrustProxy } from '../http/origin';
import { SESSION_COOKIE } from '../http/session';
import type { Logger } from '../logger';

/** What a handshake is judged by: the app's own session secret, PUBLIC_URL, and whom it trusts as a proxy. */
export interface AdminSessionRules {
  secret: string;
  publicOrigin: string;
  trustProxy: TrustProxy;
}

export function adminSessionRules(config: Config, app: Express): AdminSessionRules {
  return { secret: config.sessionSecret, publicOrigin: config.publicOrigin, trustProxy: app.get('trust proxy fn') as TrustProxy };
}

/**
 * An admin socket's session is read again this often: a logout here or on another instance, the end
 * of its lifetime, or a password reset from the console (another process) all show in the session
 * table, so one query a second per instance that holds admin sockets finds them all, within the 2 s
 * issue #26 allows. Instances with no admin socket (nearly all, on finale night) ask nothing.
 */
const RECHECK_MS = 1000;

/**
 * The sessions among `sids` that express-session and passport would still honour, each with the admin
 * it names: the row is there (logout, a password reset and disabling delete it), its lifetime has not
 * run out (connect-pg-simple's own test), the admin still exists and is not disabled (passport's
 * deserializeUser), and the second-factor policy does not hold her back.
 */
async function liveAdminSessions(pool: pg.Pool, sids: string[]): Promise<Map<string, string>> {
  // An admin the owner's second-factor policy holds back (issue #34) gets no admin frames either, as
  // she gets no admin route: her socket stays public until she has set one up and reconnects.
  const { rows } = await pool.query<{ sid: string; admin: string }>(
    `SELECT s.sid, a.id::text AS admin FROM session s JOIN admin_users a ON a.id::text = s.sess->'passport'->>'user'
      WHERE s.sid = ANY($1::varchar[]) AND s.expire >= now() AND a.disabled_at IS NULL
        AND NOT (a.role = ANY($2::text[])
          AND coalesce((SELECT p.require_second_factor FROM admin_security_policy p WHERE p.id = 1), false)
          AND a.totp_enabled_at IS NULL
          AND NOT EXISTS (SELECT 1 FROM admin_passkeys k WHERE k.admin_id = a.id))`,
    [sids, MONEY_ROLES],
  );
  return new Map(rows.map((r) => [r.sid, r.admin]));
}

/** Of `ids`, the admins an owner has disabled (issue #34): their sockets are closed, not just demoted. */
async function disabledAdmins(pool: pg.Pool, ids: string[]): Promise<Set<string>> {
  const { rows } = await pool.query<{ id: string }>(
    `SELECT id::text FROM admin_users WHERE id::text = ANY($1::text[]) AND disabled_at IS NOT NULL`,
    [ids],
  );
  return new Set(rows.map((r) => r.id));
}

/** The part of a Socket.IO server socket this needs. */
interface AdminCandidate {
  request: IncomingMessage;
  connected: boolean;
  join(rooms: string[]): Promise<void> | void;
  leave(room: string): Promise<void> | void;
  once(event: 'disconnect', listener: () => void): unknown;
  disconnect(close?: boolean): unknown;
}

interface Member {
  sid: string;
  admin: string;
  leave(): void;
  /** Closes the socket itself: its admin was disabled, so even the public feed is not hers to keep open. */
  end(): void;
}

/**
 * Which sockets are an admin's. Decided in-process, never by asking this server over HTTP (that let a
 * flood of handshakes spend loopback's API rate limit and blind the real admin, issue #26): the cookie
 * is verified as express-session verifies it, so a forged one costs no query at all, and only a
 * correctly signed one is looked up in the session table.
 */
export function adminMembership(deps: { pool: pg.Pool; logger: Logger; rules: AdminSessionRules }) {
  const { pool, logger, rules } = deps;
  const members = new Set<Member>();

  /** The session id a handshake may act with: signed with our secret, and sent from our own pages. */
  function handshakeSession(req: IncomingMessage): string | undefined {
    const sid = signedSessionId(req.headers.cookie, SESSION_COOKIE, rules.secret);
    // A foreign page's socket is a public one: its cookie rode along, the visitor did not choose to send it.
    if (!sid || !fromOwnPages(req, rules.publicOrigin, rules.trustProxy)) return undefined;
    return sid;
  }

  let checking = false;
  const timer = setInterval(() => {
    if (checking || members.size === 0) return;
    checking = true;
    const current = [...members];
    // Disabling is also announced at once (endAdmin); this pass catches an announcement that was lost.
    Promise.all([
      liveAdminSessions(pool, [...new Set(current.map((m) => m.sid))]),
      disabledAdmins(pool, [...new Set(current.map((m) => m.admin))]),
    ])
      .then(([live, disabled]) =>
        current.forEach((m) => {
          if (disabled.has(m.admin)) m.end();
          else if (!live.has(m.sid)) m.leave();
        }),
      )
      .catch((err: unknown) => logger.warn({ err }, 'admin sockets: session re-check failed'))
      .finally(() => {
        checking = false;
      });
  }, RECHECK_MS);
  timer.unref();

  return {
    /** Puts the socket in `rooms` once its handshake proves a live admin session, and out as soon as that session ends. */
    async admit(socket: AdminCandidate, rooms: string[]): Promise<void> {
      const sid = handshakeSession(socket.request);
      if (!sid) return;
      let admin: string | undefined;
      try {
        admin = (await liveAdminSessions(pool, [sid])).get(sid);
        if (!admin || !socket.connected) return;
        await socket.join(rooms);
      } catch (err) {
        // Never thrown at the caller, which does not wait: an unhandled rejection would stop the server.
        logger.warn({ err }, 'admin sockets: session check failed; the socket stays public');
        return;
      }
      // Gone while joining: its 'disconnect' has passed, so it must not be kept for the re-checks.
      if (!socket.connected) return;
      const member: Member = {
        sid,
        admin,
        leave: () => {
          members.delete(member);
          rooms.forEach((room) => void socket.leave(room));
        },
        end: () => {
          member.leave();
          socket.disconnect(true);
        },
      };
      members.add(member);
      socket.once('disconnect', () => members.delete(member));
    },
    /** Her admin sockets on this instance close now (she was disabled here or on another instance). */
    endAdmin(adminId: string): void {
      [...members].filter((m) => m.admin === adminId).forEach((m) => m.end());
    },
    close() {
      clearInterval(timer);
      members.clear();
    },
  };
}
