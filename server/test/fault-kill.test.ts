import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig } from '../src/config';
import { responseHash } from '../src/payments/payu';
import { createTestDatabase, type TestDatabase } from './helpers/db';

/**
 * DESIGN §7 "nothing is lost": a real server process (index.ts through tsx) is killed with SIGKILL
 * while signed payment callbacks are in flight, restarted on the same database, reconciled, and
 * sent the callbacks again as PayU retries them. Every paid vote must count exactly once.
 */
let PORT: number;
let BASE: string;
const ADMIN = { username: 'admin', password: 'fault-test-password' };
const PAYMENTS = 40;
/** Callbacks under way at once in the first act: fewer than PAYMENTS - 5, more than the batcher's 10 alone. */
const IN_FLIGHT = 16;
const ECHOED = ['key', 'txnid', 'amount', 'productinfo', 'firstname', 'email', 'phone', 'udf1', 'udf2', 'udf3', 'udf4', 'udf5'];

let database: TestDatabase;
let dataDir: string;
let child: ChildProcess | null = null;

function startServer(): Promise<ChildProcess> {
  const proc = spawn(process.execPath, ['--import', 'tsx', 'server/src/index.ts'], {
    cwd: fileURLToPath(new URL('../..', import.meta.url)),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: database.url,
      DATA_DIR: dataDir,
      PORT: String(PORT),
      PUBLIC_URL: BASE,
      ADMIN_USERNAME: ADMIN.username,
      ADMIN_PASSWORD: ADMIN.password,
      SESSION_SECRET: 'fault-test-session-secret-0123456789',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PAYMENT: '100000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  proc.stdout!.on('data', (d) => {
    out += String(d);
  });
  proc.stderr!.on('data', (d) => {
    out += String(d);
  });
  return new Promise((resolve, reject) => {
    const timer = setInterval(() => {
      if (out.includes('is running at')) {
        clearInterval(timer);
        resolve(proc);
      }
    }, 50);
    proc.once('exit', (code) => {
      clearInterval(timer);
      reject(new Error(`server exited early (${code}): ${out}`));
    });
  });
}

const exited = (proc: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (proc.exitCode !== null || proc.signalCode !== null) resolve();
    else proc.once('exit', () => resolve());
  });

const json = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', ...headers },
  body: JSON.stringify(body),
});
const form = (fields: Record<string, string>): RequestInit => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
  redirect: 'manual',
});

async function adminHeaders(): Promise<Record<string, string>> {
  const res = await fetch(`${BASE}/api/admin/login`, json(ADMIN));
  expect(res.status).toBe(200);
  return { Cookie: res.headers.get('set-cookie')!.split(';')[0]!, Origin: BASE };
}

/** The ledger and the counters must agree at every instant: a payment is credited whole or not at all. */
async function totals(candidateIds: string[]) {
  const q = (sql: string, params: unknown[] = []) => database.pool.query(sql, params);
  const counts = (await q('SELECT id, vote_count FROM candidates WHERE id = ANY($1)', [candidateIds])).rows as {
    id: string;
    vote_count: number;
  }[];
  const ledger = (await q('SELECT candidate_id, count(*)::int AS rows, sum(votes)::int AS votes FROM votes GROUP BY candidate_id'))
    .rows as { candidate_id: string; rows: number; votes: number }[];
  const succeeded = (await q("SELECT count(*)::int AS n FROM payments WHERE purpose = 'vote' AND status = 'success'")).rows[0].n as number;
  return {
    voteCount: Object.fromEntries(counts.map((r) => [r.id, r.vote_count])),
    ledgerVotes: Object.fromEntries(candidateIds.map((id) => [id, ledger.find((l) => l.candidate_id === id)?.votes ?? 0])),
    ledgerRows: ledger.reduce((s, l) => s + l.rows, 0),
    succeeded,
  };
}

/** The first free port of the range this test owns (4341-4349), so two suite runs can share the machine. */
async function portInRange(): Promise<number> {
  for (let p = 4341; p <= 4349; p++) {
    const free = await new Promise<boolean>((resolve) => {
      const srv = net
        .createServer()
        .once('error', () => resolve(false))
        .listen(p, '127.0.0.1', () => srv.close(() => resolve(true)));
    });
    if (free) return p;
  }
  throw new Error('ports 4341-4349 are all in use');
}

beforeAll(async () => {
  PORT = await portInRange();
  BASE = `http://127.0.0.1:${PORT}`;
  database = await createTestDatabase();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'pageant-fault-'));
});
afterAll(async () => {
  if (child && child.exitCode === null && child.signalCode === null) {
    child.kill('SIGKILL');
    await exited(child);
  }
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a server killed with SIGKILL while payment callbacks are in flight', () => {
  test('when it is restarted, reconciled and the callbacks are retried, then every paid vote counts exactly once', async () => {
    // Arrange: three contestants, voting open, PAYMENTS vote payments initiated through the API.
    const candidateIds = (
      await database.pool.query("INSERT INTO candidates (name) VALUES ('Fault Asha'), ('Fault Bina'), ('Fault Chitra') RETURNING id")
    ).rows.map((r: { id: string }) => r.id);
    child = await startServer();
    expect((await fetch(`${BASE}/api/event/status`, { ...json({ isActive: true }, await adminHeaders()), method: 'PATCH' })).status).toBe(
      200,
    );

    const orders = await Promise.all(
      Array.from({ length: PAYMENTS }, async (_, i) => {
        const candidateId = candidateIds[i % candidateIds.length]!;
        const votes = 1 + (i % 4);
        const res = await fetch(`${BASE}/api/vote/initiate`, json({ candidateId, votes, amount: votes * 100 }));
        expect(res.status).toBe(200);
        const { paymentData } = (await res.json()) as { paymentData: Record<string, string> };
        return { candidateId, votes, paymentData };
      }),
    );
    const salt = loadConfig({ DATA_DIR: dataDir, SESSION_SECRET: 'x'.repeat(32) }).PAYU_SALT;
    const callbacks = orders.map((o, i) => {
      const fields: Record<string, string> = { mihpayid: String(7_100_000_000 + i), status: 'success' };
      for (const k of ECHOED) fields[k] = o.paymentData[k] ?? '';
      const signed: Record<string, string> = { ...fields, hash: responseHash(fields, salt) };
      return signed;
    });

    // Act 1: the callbacks go out IN_FLIGHT at a time, more than the settle batcher runs alone (so some may
    // settle in a batch), and the process is killed as soon as the fifth one is answered. Then at most
    // IN_FLIGHT are under way and the rest are never answered, however many a batch committed at once
    // (with every callback sent at once, one batch could commit them all before the kill).
    const victim = child;
    let answered = 0;
    const send = async (fields: Record<string, string>) => {
      try {
        const res = await fetch(`${BASE}/api/payment/callback`, form(fields));
        answered += 1;
        if (answered === 5) victim.kill('SIGKILL');
        return res.status === 303 && res.headers.get('location')!.includes('status=SUCCESS') ? 'confirmed' : `answered ${res.status}`;
      } catch {
        return 'lost';
      }
    };
    const outcomes: string[] = [];
    let next = 0;
    await Promise.all(
      Array.from({ length: IN_FLIGHT }, async () => {
        while (next < callbacks.length) {
          const i = next++;
          outcomes[i] = await send(callbacks[i]!);
        }
      }),
    );
    await exited(victim);
    expect(victim.signalCode).toBe('SIGKILL');
    const confirmed = outcomes.filter((o) => o === 'confirmed').length;
    const lost = outcomes.filter((o) => o === 'lost').length;
    // The kill really landed mid-stream: some callbacks were answered, some never were.
    expect(confirmed).toBeGreaterThanOrEqual(5);
    expect(lost).toBeGreaterThan(0);
    expect(confirmed + lost).toBe(PAYMENTS);

    // Whatever committed before the kill is whole: counters equal the ledger, one ledger row per paid payment.
    const afterKill = await totals(candidateIds);
    expect(afterKill.voteCount).toEqual(afterKill.ledgerVotes);
    expect(afterKill.ledgerRows).toBe(afterKill.succeeded);
    expect(afterKill.succeeded).toBeGreaterThanOrEqual(confirmed);
    expect(afterKill.succeeded).toBeLessThan(PAYMENTS);

    // Act 2: restart on the same database; the open payments are made stale and reconciled.
    child = await startServer();
    await database.pool.query("UPDATE payments SET created_at = now() - interval '20 minutes' WHERE status IN ('initiated', 'pending')");
    const reconcile = await fetch(`${BASE}/api/admin/payments/reconcile`, { method: 'POST', headers: await adminHeaders() });
    expect(reconcile.status).toBe(200);
    // The restarted sandbox has no record of payments whose callbacks never arrived: verify_payment
    // answers "Not Found", and such a payment stays open (it is not failed before a day has passed).
    expect(await reconcile.json()).toMatchObject({
      success: true,
      checked: PAYMENTS - afterKill.succeeded,
      credited: 0,
      failed: 0,
      errors: 0,
    });
    expect(await totals(candidateIds)).toEqual(afterKill);

    // Act 3: PayU retries its server-to-server notice for every payment, the settled ones included.
    const retries = await Promise.all(callbacks.map((fields) => fetch(`${BASE}/api/payment/webhook`, form(fields))));
    expect(retries.map((r) => r.status)).toEqual(callbacks.map(() => 200));
    // And a second browser return for each lands on the success page without crediting again.
    const returns = await Promise.all(callbacks.map((fields) => fetch(`${BASE}/api/payment/callback`, form(fields))));
    expect(returns.every((r) => r.status === 303 && r.headers.get('location')!.includes('status=SUCCESS'))).toBe(true);

    // Assert: every payment paid once, every vote counted once.
    const expected: Record<string, number> = Object.fromEntries(candidateIds.map((id) => [id, 0]));
    for (const o of orders) expected[o.candidateId] = (expected[o.candidateId] ?? 0) + o.votes;
    const final = await totals(candidateIds);
    expect(final.succeeded).toBe(PAYMENTS);
    expect(final.ledgerRows).toBe(PAYMENTS);
    expect(final.voteCount).toEqual(expected);
    expect(final.ledgerVotes).toEqual(expected);
    const perPayment = (
      await database.pool.query(
        'SELECT p.txnid, count(v.id)::int AS rows FROM payments p LEFT JOIN votes v ON v.payment_id = p.id WHERE p.txnid = ANY($1) GROUP BY p.txnid',
        [callbacks.map((c) => c.txnid)],
      )
    ).rows as { txnid: string; rows: number }[];
    expect(perPayment).toHaveLength(PAYMENTS);
    expect(perPayment.every((p) => p.rows === 1)).toBe(true);
  }, 120_000);
});
