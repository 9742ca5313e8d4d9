// Over 350 lines: paid voting end to end (initiate, callback, ledger, live updates, mail) over one listening app and its sockets.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import type http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { VOTE_PACKAGES } from '@pageant/common';
import { VOTING_MSG, type VoteLedger } from '@pageant/common/content/voting';
import { createApp } from '../src/app';
import { DomainBus } from '../src/events';
import { createLogger } from '../src/logger';
import type { Mailer } from '../src/mail/mailer';
import { createLocalStorage } from '../src/storage/local';
import { PUBLIC_URL, adminAgent, createTestContext, type TestContext, dbRows, testConfig, setEventActive } from './helpers/app';
import { createTestDatabase } from './helpers/db';
import { listenWithRealtime, type ListeningApp } from './helpers/listening';
import { gatewayResponse, postCallback, sandboxForms } from './helpers/payments';

let ctx: TestContext;
let server: http.Server;
let listening: ListeningApp;

beforeAll(async () => {
  ctx = await createTestContext();
  // One listening server for the whole file: the concurrency test fires hundreds of requests at once,
  // and Socket.IO clients need a real port.
  listening = await listenWithRealtime(ctx);
  server = listening.server;
  await setEvent(true);
});
afterAll(async () => {
  await listening.close();
  await ctx.close();
});

type PaymentData = Record<string, string>;

const q = (sql: string, params: unknown[] = []) => dbRows(ctx, sql, params);
const setEvent = (isActive: boolean) => setEventActive(ctx, isActive);
const paymentCount = async () => Number((await q('SELECT count(*) FROM payments'))[0].count);
const voteCount = async (id: string) => (await q('SELECT vote_count FROM candidates WHERE id = $1', [id]))[0]?.vote_count as number;
const ledgerFor = (txnid: string) =>
  q(
    'SELECT v.candidate_id, v.candidate_name, v.votes, v.amount, v.voter_name, v.voter_email FROM votes v JOIN payments p ON p.id = v.payment_id WHERE p.txnid = $1',
    [txnid],
  );
const paymentStatus = async (txnid: string) => (await q('SELECT status FROM payments WHERE txnid = $1', [txnid]))[0]?.status;

async function newCandidate(name: string, votes = 0): Promise<string> {
  const [row] = await q(`INSERT INTO candidates (name, image_url, vote_count) VALUES ($1, '/uploads/images/c.webp', $2) RETURNING id`, [
    name,
    votes,
  ]);
  return row.id as string;
}

const initiate = (body: Record<string, unknown>) => request(server).post('/api/vote/initiate').send(body);

async function initiateVote(body: Record<string, unknown>): Promise<PaymentData> {
  const res = await initiate(body);
  if (res.status !== 200) throw new Error(`vote initiate failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.paymentData as PaymentData;
}

const callback = (fields: PaymentData) => request(server).post('/api/payment/callback').type('form').send(fields);

/** What this file has credited so far, kept independently of the server, for the ledger totals. */
const credited: { votes: number; amount: number }[] = [];

describe('POST /api/vote/initiate', () => {
  let ananya: string;
  beforeAll(async () => {
    ananya = await newCandidate('Ananya Sharma', 1000);
  });

  test.each(VOTE_PACKAGES.map((p) => [p.votes, p.votes * p.pricePerVote]))(
    'when the %i-vote package is bought for ₹%i, then a signed checkout and an initiated vote payment of that amount',
    async (votes, amount) => {
      const res = await initiate({ candidateId: ananya, votes, amount });
      expect(res.status).toBe(200);
      expect(res.body.url).toBe(`${PUBLIC_URL}/sandbox/payu/_payment`);
      const data = res.body.paymentData as PaymentData;
      expect(data).toMatchObject({ amount: `${amount}.00`, udf1: 'vote', udf2: ananya, surl: `${PUBLIC_URL}/api/payment/callback` });
      expect(data.productinfo).toBe(`Season 10 votes: ${votes} for Ananya Sharma`);
      expect(data.hash).toMatch(/^[0-9a-f]{128}$/);
      const rows = await q('SELECT status, purpose, reference_id, amount, details FROM payments WHERE txnid = $1', [data.txnid]);
      expect(rows).toEqual([
        {
          status: 'initiated',
          purpose: 'vote',
          reference_id: ananya,
          amount: `${amount}.00`,
          details: { candidateId: ananya, candidateName: 'Ananya Sharma', votes, voterName: null, voterEmail: null, voterPhone: null },
        },
      ]);
    },
  );

  test.each([
    [1, 100],
    [3, 300],
    [750, 75_000],
    [12_345, 1_234_500],
  ])('when %i votes are bought individually for ₹%i, then the payment stores exactly that amount', async (votes, amount) => {
    const data = await initiateVote({
      candidateId: ananya,
      votes,
      amount,
      voterName: 'Asha',
      voterEmail: 'asha@example.com',
      voterPhone: '98765-43210',
    });
    expect(data).toMatchObject({ amount: `${amount}.00`, firstname: 'Asha', email: 'asha@example.com', phone: '9876543210' });
    const [row] = await q('SELECT amount, details FROM payments WHERE txnid = $1', [data.txnid]);
    expect(row.amount).toBe(`${amount}.00`);
    expect(row.details).toMatchObject({ votes, voterName: 'Asha', voterEmail: 'asha@example.com', voterPhone: '9876543210' });
  });

  test.each([
    ['a package amount one rupee short', { votes: 750, amount: 37_499 }, VOTING_MSG.amountMismatch],
    ['a package amount one rupee over', { votes: 1000, amount: 30_001 }, VOTING_MSG.amountMismatch],
    ['a package price for a non-package count', { votes: 751, amount: 751 * 50 }, VOTING_MSG.amountMismatch],
    ['one vote for a rupee', { votes: 1, amount: 1 }, VOTING_MSG.amountMismatch],
    ['no amount', { votes: 5 }, VOTING_MSG.amountMismatch],
    ['a fractional amount', { votes: 1, amount: 100.01 }, VOTING_MSG.amountMismatch],
    ['zero votes', { votes: 0, amount: 0 }, VOTING_MSG.votesWhole],
    ['half a vote', { votes: 0.5, amount: 50 }, VOTING_MSG.votesWhole],
    ['too many votes', { votes: 100_001, amount: 10_000_100 }, VOTING_MSG.votesMax],
    ['a bad email', { votes: 1, amount: 100, voterEmail: 'asha@' }, VOTING_MSG.emailInvalid],
    ['a short phone', { votes: 1, amount: 100, voterPhone: '12345' }, VOTING_MSG.phoneInvalid],
  ])('when the order has %s, then 400 with its message and no payment is stored', async (_label, body, message) => {
    const before = await paymentCount();
    const res = await initiate({ candidateId: ananya, ...body });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, message, error: message, code: 'VALIDATION_FAILED' });
    expect(await paymentCount()).toBe(before);
  });

  test('when no candidate or a malformed id is sent, then 400; an unknown contestant is 404; nothing is stored', async () => {
    const before = await paymentCount();
    const none = await initiate({ votes: 1, amount: 100 });
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('No candidate selected.');
    const bad = await initiate({ candidateId: 'robert"); DROP TABLE votes;--', votes: 1, amount: 100 });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(VOTING_MSG.candidateIdInvalid);
    const unknown = await initiate({ candidateId: '7d0c1a52-3f0e-4b8e-9a61-1f2e3d4c5b6a', votes: 1, amount: 100 });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({
      success: false,
      message: VOTING_MSG.candidateNotFound,
      error: VOTING_MSG.candidateNotFound,
      code: 'CANDIDATE_NOT_FOUND',
    });
    expect(await paymentCount()).toBe(before);
  });

  test('when the event is switched off, then 409 "voting is closed" and no payment; switched on again, voting works', async () => {
    await setEvent(false);
    try {
      const before = await paymentCount();
      const res = await initiate({ candidateId: ananya, votes: 1, amount: 100 });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({ success: false, message: VOTING_MSG.eventClosed, error: VOTING_MSG.eventClosed, code: 'VOTING_CLOSED' });
      expect(await paymentCount()).toBe(before);
    } finally {
      await setEvent(true);
    }
    expect((await initiate({ candidateId: ananya, votes: 1, amount: 100 })).status).toBe(200);
  });
});

describe('from checkout to counted votes', () => {
  test('when the gateway confirms a vote payment, then the votes are added once, the ledger has its row, and the voter lands on the result', async () => {
    const id = await newCandidate('Kavya Reddy', 500);
    const data = await initiateVote({ candidateId: id, votes: 750, amount: 37_500, voterName: 'Ravi' });
    const res = await callback(gatewayResponse(ctx, data, 'success'));
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(`/contestants?status=SUCCESS&candidateName=Kavya+Reddy&votes=750&amount=37500&txnid=${data.txnid}`);
    expect(await voteCount(id)).toBe(1250);
    expect(await ledgerFor(data.txnid!)).toEqual([
      { candidate_id: id, candidate_name: 'Kavya Reddy', votes: 750, amount: '37500.00', voter_name: 'Ravi', voter_email: null },
    ]);
    credited.push({ votes: 750, amount: 37_500 });

    // A replayed callback and a later webhook change nothing.
    expect((await callback(gatewayResponse(ctx, data, 'success'))).headers.location).toMatch(/status=SUCCESS/);
    const hook = await request(server)
      .post('/api/payment/webhook')
      .type('form')
      .send(gatewayResponse(ctx, data, 'success'));
    expect(hook.status).toBe(200);
    expect(await voteCount(id)).toBe(1250);
    expect(await ledgerFor(data.txnid!)).toHaveLength(1);
  });

  test('when the gateway reports a failure, then nothing is credited, the voter sees FAILURE, and a later success changes nothing', async () => {
    const id = await newCandidate('Priya Mehta', 10);
    const data = await initiateVote({ candidateId: id, votes: 2, amount: 200 });
    const res = await callback(gatewayResponse(ctx, data, 'failure'));
    expect(res.status).toBe(303);
    expect(res.headers.location).toBe(`/contestants?status=FAILURE&candidateName=Priya+Mehta&votes=2&amount=200&txnid=${data.txnid}`);
    expect(await paymentStatus(data.txnid!)).toBe('failure');
    await callback(gatewayResponse(ctx, data, 'success'));
    expect(await voteCount(id)).toBe(10);
    expect(await ledgerFor(data.txnid!)).toEqual([]);
  });

  test('when the webhook arrives first and the browser returns after, then the votes are credited once', async () => {
    const id = await newCandidate('Sneha Kulkarni');
    const data = await initiateVote({ candidateId: id, votes: 1000, amount: 30_000 });
    const hook = await request(server)
      .post('/api/payment/webhook')
      .type('form')
      .send(gatewayResponse(ctx, data, 'success'));
    expect(hook.status).toBe(200);
    const res = await callback(gatewayResponse(ctx, data, 'success'));
    expect(res.headers.location).toMatch(/^\/contestants\?status=SUCCESS&/);
    expect(await voteCount(id)).toBe(1000);
    expect(await ledgerFor(data.txnid!)).toHaveLength(1);
    credited.push({ votes: 1000, amount: 30_000 });
  });

  test('when 50 payments for one contestant are confirmed at once, amid replays and forgeries, then the count is exact and the ledger has 50 rows', async () => {
    const id = await newCandidate('Ishita Banerjee', 7);
    const orders = Array.from({ length: 50 }, (_, i) =>
      i % 5 === 0 ? { votes: 750, amount: 37_500 } : { votes: i + 1, amount: (i + 1) * 100 },
    );
    const forms = await Promise.all(orders.map((o) => initiateVote({ candidateId: id, ...o })));

    const genuine = forms.map((f) => gatewayResponse(ctx, f, 'success'));
    const forgedHash = forms.map((f) => ({ ...gatewayResponse(ctx, f, 'success'), hash: 'c'.repeat(128) }));
    // Correctly signed, but for a smaller amount than the one stored: the amount check must refuse it.
    const changedAmount = forms.map((f) => gatewayResponse(ctx, f, 'success', { amount: '1.00' }));
    const all = [...genuine, ...genuine, ...forgedHash, ...changedAmount];
    // Interleave so genuine confirmations, replays and forgeries race each other.
    const shuffled = all
      .map((f, i) => ({ f, k: (i * 7919) % all.length }))
      .sort((a, b) => a.k - b.k)
      .map((x) => x.f);
    const results = await Promise.all(shuffled.map((f) => callback(f)));

    expect(results.every((r) => r.status === 303)).toBe(true);
    const expectedVotes = orders.reduce((n, o) => n + o.votes, 0);
    expect(await voteCount(id)).toBe(7 + expectedVotes);
    const rows = await q(
      'SELECT count(*)::int AS n, sum(votes)::int AS votes, count(DISTINCT payment_id)::int AS payments FROM votes WHERE candidate_id = $1',
      [id],
    );
    expect(rows).toEqual([{ n: 50, votes: expectedVotes, payments: 50 }]);
    const statuses = await q('SELECT status, count(*)::int AS n FROM payments WHERE reference_id = $1 GROUP BY status', [id]);
    expect(statuses).toEqual([{ status: 'success', n: 50 }]);
    credited.push(...orders);
  });

  test('when the contestant is deleted before her payment confirms, then the money is recorded in the ledger without a candidate', async () => {
    const id = await newCandidate('Gone Soon');
    const data = await initiateVote({ candidateId: id, votes: 5, amount: 500 });
    await q('DELETE FROM candidates WHERE id = $1', [id]);
    const res = await callback(gatewayResponse(ctx, data, 'success'));
    expect(res.status).toBe(303);
    expect(res.headers.location).toMatch(/^\/contestants\?status=SUCCESS&candidateName=Gone\+Soon&votes=5/);
    expect(await paymentStatus(data.txnid!)).toBe('success');
    expect(await ledgerFor(data.txnid!)).toEqual([
      { candidate_id: null, candidate_name: 'Gone Soon', votes: 5, amount: '500.00', voter_name: null, voter_email: null },
    ]);
    credited.push({ votes: 5, amount: 500 });
  });

  test('when a paid checkout never came back, then reconciliation asks the gateway and credits the votes once', async () => {
    const id = await newCandidate('Meghna Pillai', 3);
    const data = await initiateVote({ candidateId: id, votes: 4, amount: 400 });
    // The voter paid on the (sandbox) checkout but closed the tab before the return.
    const page = await request(server).post('/sandbox/payu/_payment').type('form').send(data);
    const success = sandboxForms(page.text)['Simulate success']!;
    await request(server).post(success.action).type('form').send(success.fields);
    expect(await voteCount(id)).toBe(3);
    await q(`UPDATE payments SET created_at = now() - interval '20 minutes' WHERE txnid = $1`, [data.txnid]);

    const admin = await adminAgent(ctx);
    const res = await admin.post('/api/admin/payments/reconcile').set('Origin', PUBLIC_URL);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ checked: 1, credited: 1, errors: 0 });
    expect(await voteCount(id)).toBe(7);
    expect(await ledgerFor(data.txnid!)).toHaveLength(1);
    // The late browser return credits nothing more.
    await postCallback(ctx, success.fields);
    expect(await voteCount(id)).toBe(7);
    credited.push({ votes: 4, amount: 400 });
  });
});

describe('after commit: live count and receipt', () => {
  test('when votes are credited, then a connected Socket.IO client receives vote:update with the new total', async () => {
    const id = await newCandidate('Riya Malhotra', 40);
    const socket = await listening.connectSocket();
    const updates: unknown[] = [];
    socket.on('vote:update', (u) => updates.push(u));

    const data = await initiateVote({ candidateId: id, votes: 2000, amount: 40_000 });
    await callback(gatewayResponse(ctx, data, 'success'));
    credited.push({ votes: 2000, amount: 40_000 });
    const end = Date.now() + 5000;
    while (!updates.some((u) => (u as { candidateId: string }).candidateId === id) && Date.now() < end)
      await new Promise((r) => setTimeout(r, 20));
    expect(updates.filter((u) => (u as { candidateId: string }).candidateId === id)).toEqual([
      { candidateId: id, name: 'Riya Malhotra', voteCount: 2040, seq: 1 },
    ]);
  });

  test('when the voter gave an email, then one receipt lands in the outbox; without an email, none', async () => {
    const outbox = ctx.config.outboxDir;
    const emls = () => {
      try {
        return readdirSync(outbox).filter((f) => f.endsWith('.eml'));
      } catch {
        return [];
      }
    };
    const before = emls().length;
    const id = await newCandidate('Tanvi <Deshpande>');
    const data = await initiateVote({
      candidateId: id,
      votes: 5000,
      amount: 75_000,
      voterName: 'Asha',
      voterEmail: 'asha.voter@example.com',
    });
    await callback(gatewayResponse(ctx, data, 'success'));
    await callback(gatewayResponse(ctx, data, 'success'));
    const anon = await initiateVote({ candidateId: id, votes: 1, amount: 100 });
    await callback(gatewayResponse(ctx, anon, 'success'));
    credited.push({ votes: 5000, amount: 75_000 }, { votes: 1, amount: 100 });

    const end = Date.now() + 5000;
    while (emls().length === before && Date.now() < end) await new Promise((r) => setTimeout(r, 25));
    await new Promise((r) => setTimeout(r, 200));
    const fresh = emls().slice(before);
    expect(fresh).toHaveLength(1);
    const eml = readFileSync(path.join(outbox, fresh[0]!), 'utf8')
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_m, h: string) => String.fromCharCode(parseInt(h, 16)));
    expect(eml).toMatch(/^To: asha\.voter@example\.com\r?$/m);
    expect(eml).toContain('5000 votes');
    expect(eml).toContain('INR 75,000');
    expect(eml).toContain(data.txnid);
    expect(eml).toContain('Tanvi &lt;Deshpande&gt;');
  });

  test('when the mail transport throws, then the votes are still credited and the voter still lands on SUCCESS', async () => {
    const database = await createTestDatabase();
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'pageant-votes-'));
    const config = testConfig(database, dataDir);
    let attempts = 0;
    const broken: Mailer = {
      send: () => {
        attempts += 1;
        throw new Error('smtp down');
      },
      idle: async () => {},
    };
    const built = createApp({
      config,
      database,
      storage: createLocalStorage(config.uploadsDir),
      bus: new DomainBus(),
      logger: createLogger('silent'),
      mailer: broken,
      serveSpa: false,
    });
    try {
      await database.pool.query('UPDATE event_status SET is_active = true WHERE id = 1');
      const [{ id }] = (await database.pool.query(`INSERT INTO candidates (name) VALUES ('Zoya Siddiqui') RETURNING id`)).rows;
      const init = await request(built.app)
        .post('/api/vote/initiate')
        .send({ candidateId: id, votes: 10_000, amount: 100_000, voterEmail: 'z@example.com' });
      expect(init.status).toBe(200);
      const fields = gatewayResponse({ config } as TestContext, init.body.paymentData, 'success');
      const res = await request(built.app).post('/api/payment/callback').type('form').send(fields);
      expect(res.headers.location).toMatch(/^\/contestants\?status=SUCCESS&/);
      expect(attempts).toBe(1);
      expect((await database.pool.query('SELECT vote_count FROM candidates WHERE id = $1', [id])).rows[0].vote_count).toBe(10_000);
      expect((await database.pool.query('SELECT count(*)::int AS n FROM votes')).rows[0].n).toBe(1);
    } finally {
      await built.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('GET /api/votes/ledger', () => {
  test('when nobody is logged in, then 401', async () => {
    const res = await request(server).get('/api/votes/ledger');
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
  });

  test('when the admin reads the ledger, then the newest confirmed payments first and totals over all of them', async () => {
    const admin = await adminAgent(ctx);
    const res = await admin.get('/api/votes/ledger?page=1&limit=5');
    expect(res.status).toBe(200);
    const ledger = res.body as VoteLedger;
    const totalVotes = credited.reduce((n, c) => n + c.votes, 0);
    const revenue = credited.reduce((n, c) => n + c.amount, 0);
    expect(ledger).toMatchObject({
      totalVotes,
      totalRevenue: `${revenue}.00`,
      revenueByCurrency: { INR: `${revenue}.00`, USD: '0.00' },
      totalPayments: credited.length,
      page: 1,
      totalPages: Math.ceil(credited.length / 5),
    });
    expect(ledger.entries).toHaveLength(5);
    // The last two credited: the anonymous vote and the mailed one, both for Tanvi, newest first.
    const [newest] = await q(
      `SELECT p.txnid FROM votes v JOIN payments p ON p.id = v.payment_id WHERE v.votes = 1 AND v.candidate_name = 'Tanvi <Deshpande>'`,
    );
    expect(ledger.entries[0]).toEqual({
      _id: expect.any(String),
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      candidateId: expect.any(String),
      candidateName: 'Tanvi <Deshpande>',
      votes: 1,
      amount: '100.00',
      currency: 'INR',
      txnid: newest.txnid,
      voterName: null,
    });
    expect(ledger.entries[1]).toMatchObject({ candidateName: 'Tanvi <Deshpande>', votes: 5000, amount: '75000.00', voterName: 'Asha' });
    const times = ledger.entries.map((e) => Date.parse(e.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);

    const last = await admin.get(`/api/votes/ledger?page=${ledger.totalPages}&limit=5`);
    expect(last.body.entries).toHaveLength(credited.length - 5 * (ledger.totalPages - 1));
    expect(last.body.entries.map((e: { candidateName: string }) => e.candidateName)).toContain('Kavya Reddy');
    expect(last.body).toMatchObject({ totalVotes, totalPayments: credited.length });
  });
});

describe('rate limit', () => {
  test('when one address initiates more payments than RATE_LIMIT_PAYMENT allows, then 429 with Retry-After', async () => {
    const limited = await createTestContext({ RATE_LIMIT_PAYMENT: '2' });
    try {
      await limited.database.pool.query('UPDATE event_status SET is_active = true WHERE id = 1');
      const [{ id }] = (await limited.database.pool.query(`INSERT INTO candidates (name) VALUES ('Nikita Patel') RETURNING id`)).rows;
      const agent = request(limited.app);
      const statuses = [];
      for (let i = 0; i < 3; i += 1) statuses.push(await agent.post('/api/vote/initiate').send({ candidateId: id, votes: 1, amount: 100 }));
      expect(statuses.map((r) => r.status)).toEqual([200, 200, 429]);
      expect(statuses[2]!.headers['retry-after']).toMatch(/^\d+$/);
      expect(statuses[2]!.body).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    } finally {
      await limited.close();
    }
  });
});
