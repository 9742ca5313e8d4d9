import type pg from 'pg';
import type { ClientRateLimitInfo, Options, Store } from 'express-rate-limit';

/** Expired windows are swept at most this often, by whichever instance notices first. */
const SWEEP_EVERY_MS = 10 * 60_000;

/**
 * A hit counter in PostgreSQL, so a limit holds across every server instance behind nginx
 * (an in-memory counter gives an attacker one allowance per instance). Used for the limits that
 * guard something (login, payment initiation, uploads); the blanket API limit stays in memory,
 * where a database round trip per request would cost more than it protects.
 */
export class PgRateLimitStore implements Store {
  readonly localKeys = false;
  private windowMs = 60_000;
  private lastSweep = 0;

  constructor(
    private readonly pool: pg.Pool,
    readonly prefix: string,
  ) {}

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  private key(key: string): string {
    return `${this.prefix}:${key}`;
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const { rows } = await this.pool.query<{ hits: number; reset_at: Date }>(
      'SELECT hits, reset_at FROM rate_limits WHERE key = $1 AND reset_at > now()',
      [this.key(key)],
    );
    return rows[0] ? { totalHits: rows[0].hits, resetTime: rows[0].reset_at } : undefined;
  }

  /** One statement: a fresh or expired window restarts at 1, a live one counts up (no read-then-write race). */
  async increment(key: string): Promise<ClientRateLimitInfo> {
    const { rows } = await this.pool.query<{ hits: number; reset_at: Date }>(
      `INSERT INTO rate_limits AS r (key, hits, reset_at)
         VALUES ($1, 1, now() + make_interval(secs => $2::double precision / 1000))
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN r.reset_at <= now() THEN 1 ELSE r.hits + 1 END,
         reset_at = CASE WHEN r.reset_at <= now() THEN EXCLUDED.reset_at ELSE r.reset_at END
       RETURNING hits, reset_at`,
      [this.key(key), this.windowMs],
    );
    this.maybeSweep();
    return { totalHits: rows[0]!.hits, resetTime: rows[0]!.reset_at };
  }

  async decrement(key: string): Promise<void> {
    await this.pool.query('UPDATE rate_limits SET hits = GREATEST(hits - 1, 0) WHERE key = $1 AND reset_at > now()', [this.key(key)]);
  }

  async resetKey(key: string): Promise<void> {
    await this.pool.query('DELETE FROM rate_limits WHERE key = $1', [this.key(key)]);
  }

  private maybeSweep(): void {
    const now = Date.now();
    if (now - this.lastSweep < SWEEP_EVERY_MS) return;
    this.lastSweep = now;
    // Best effort: a failed sweep only leaves dead rows for the next one.
    this.pool.query("DELETE FROM rate_limits WHERE reset_at < now() - interval '1 minute'").catch(() => {});
  }
}
