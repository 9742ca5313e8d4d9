import { Writable } from 'node:stream';
import request from 'supertest';
import { createApp } from '../src/app';
import { DomainBus } from '../src/events';
import { createLogger } from '../src/logger';
import { adminAgent, createTestContext, PUBLIC_URL, type TestContext, setEventActive } from './helpers/app';
import { pressSandboxButton, startStripeSandbox, type StripeSandboxServer } from './helpers/stripe';

/**
 * Issue #26 item 9: "check my payment" asks the gateway at most once per payment per 10 s, across
 * every instance (the last look is claimed in PostgreSQL); other checks answer the stored state.
 * Stripe look-ups are counted at the sandbox's HTTP server; PayU's (answered in-process) by the
 * line the service logs each time it asks.
 */
let sandbox: StripeSandboxServer;
let a: TestContext;
let b: { app: TestContext['app']; close(): Promise<void> };
const asked: string[] = [];

/** A logger whose lines land in `asked` when they say the gateway was asked. */
function countingLogger() {
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        const entry = JSON.parse(line) as { msg?: string; txnid?: string };
        if (entry.msg === 'check my payment: gateway asked') asked.push(String(entry.txnid));
      }
      done();
    },
  });
  return createLogger('info', sink);
}

beforeAll(async () => {
  sandbox = await startStripeSandbox();
  a = await createTestContext({ STRIPE_API_BASE: sandbox.apiBase, RATE_LIMIT_PAYMENT: '100000' }, { logger: countingLogger() });
  sandbox.target.app = a.app;
  // A second instance on the same database, as a second server process would be.
  const built = createApp({
    config: a.config,
    database: a.database,
    storage: a.storage,
    bus: new DomainBus(),
    logger: countingLogger(),
    serveSpa: false,
  });
  b = { app: built.app, close: built.close };
  await setEventActive(a);
});
afterAll(async () => {
  await b.close();
  await a.close();
  await sandbox.close();
});

const q = async (sql: string, params: unknown[] = []) => (await a.database.pool.query(sql, params)).rows;
const payment = async (txnid: string) => (await q('SELECT * FROM payments WHERE txnid = $1', [txnid]))[0] as Record<string, unknown>;
const voteCount = async (id: string) => (await q('SELECT vote_count FROM candidates WHERE id = $1', [id]))[0]?.vote_count as number;
const lookups = (sessionId: unknown) => sandbox.requests.filter((r) => r === `GET /v1/checkout/sessions/${String(sessionId)}`).length;
/** The window has passed, without waiting for it. */
const lastLookLongAgo = (txnid: string) =>
  q(`UPDATE payments SET last_gateway_check_at = now() - interval '11 seconds' WHERE txnid = $1`, [txnid]);

async function newCandidate(name: string): Promise<string> {
  const [row] = await q(`INSERT INTO candidates (name, image_url) VALUES ($1, '/uploads/images/c.webp') RETURNING id`, [name]);
  return row.id as string;
}

async function usdVote(candidateId: string, votes = 1, amount = 1.25) {
  const res = await request(a.app).post('/api/vote/initiate').send({ candidateId, votes, amount, currency: 'USD' });
  expect(res.status).toBe(200);
  return res.body as { txnid: string; url: string };
}

/** Paid at Stripe, but its webhook never arrives (the network dropped it). */
async function paidWithoutWebhook(url: string) {
  const delivered = sandbox.target.app;
  sandbox.target.app = undefined;
  try {
    expect((await pressSandboxButton(url, 'Simulate success')).status).toBe(303);
  } finally {
    sandbox.target.app = delivered;
  }
}

/** `n` checks at once, alternating between the two instances. */
const checks = (txnid: string, n: number) =>
  Promise.all(Array.from({ length: n }, (_, i) => request(i % 2 ? b.app : a.app).post(`/api/payments/${txnid}/check`)));

describe('POST /api/payments/:txnid/check asks the gateway at most once per payment per 10 s, across instances', () => {
  test('when 300 checks of one open dollar payment arrive at two instances at once, then Stripe is asked once and every check answers the stored state', async () => {
    const id = await newCandidate('Throttle open');
    const { txnid } = await usdVote(id);
    const session = (await payment(txnid)).gateway_session_id;
    const answers = await checks(txnid, 300);
    expect(answers.map((r) => r.status)).toEqual(Array(300).fill(200));
    expect(new Set(answers.map((r) => r.body.status))).toEqual(new Set(['initiated']));
    expect(lookups(session)).toBe(1);
    expect(asked.filter((t) => t === txnid)).toHaveLength(1);
  });

  test('when the payment is paid at Stripe within the window, then checks answer the last look; once the window passes, one look credits it exactly once', async () => {
    const id = await newCandidate('Throttle paid');
    const { txnid, url } = await usdVote(id, 750, 450);
    const session = (await payment(txnid)).gateway_session_id;
    expect((await request(b.app).post(`/api/payments/${txnid}/check`)).body.status).toBe('initiated');
    await paidWithoutWebhook(url);

    const within = await checks(txnid, 40);
    expect(new Set(within.map((r) => r.body.status))).toEqual(new Set(['initiated']));
    expect(lookups(session)).toBe(1);
    expect(await voteCount(id)).toBe(0);

    await lastLookLongAgo(txnid);
    const after = await checks(txnid, 40);
    expect(after.every((r) => r.status === 200)).toBe(true);
    expect(after.filter((r) => r.body.status === 'success').length).toBeGreaterThanOrEqual(1);
    expect(lookups(session)).toBe(2);
    expect(await voteCount(id)).toBe(750);
    expect(await q('SELECT count(*)::int AS n FROM votes v JOIN payments p ON p.id = v.payment_id WHERE p.txnid = $1', [txnid])).toEqual([
      { n: 1 },
    ]);
    // Settled: checks read it, nobody asks Stripe again.
    await lastLookLongAgo(txnid);
    await checks(txnid, 20);
    expect(lookups(session)).toBe(2);
  });

  test('when 100 checks of one open rupee payment arrive at two instances at once, then PayU is asked once', async () => {
    const id = await newCandidate('Throttle rupees');
    const res = await request(a.app).post('/api/vote/initiate').send({ candidateId: id, votes: 1, amount: 100 });
    const txnid = res.body.paymentData.txnid as string;
    const answers = await checks(txnid, 100);
    expect(answers.map((r) => r.status)).toEqual(Array(100).fill(200));
    expect(asked.filter((t) => t === txnid)).toHaveLength(1);
    await lastLookLongAgo(txnid);
    await checks(txnid, 10);
    expect(asked.filter((t) => t === txnid)).toHaveLength(2);
  });

  test('when a check has just looked, then reconciliation still asks Stripe about the stale payment and credits it', async () => {
    const id = await newCandidate('Throttle reconcile');
    const { txnid, url } = await usdVote(id, 3, 3.75);
    const session = (await payment(txnid)).gateway_session_id;
    await paidWithoutWebhook(url);
    await q(`UPDATE payments SET created_at = now() - interval '20 minutes', last_gateway_check_at = now() WHERE txnid = $1`, [txnid]);
    const before = lookups(session);
    const admin = await adminAgent(a);
    const res = await admin.post('/api/admin/payments/reconcile').set('Origin', PUBLIC_URL).send({});
    expect(res.status).toBe(200);
    expect(lookups(session)).toBe(before + 1);
    expect((await payment(txnid)).status).toBe('success');
    expect(await voteCount(id)).toBe(3);
  });
});
