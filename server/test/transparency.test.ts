import { createHash } from 'node:crypto';
import request from 'supertest';
import { adminAgent, createTestContext, PUBLIC_URL, type TestContext, dbRows } from './helpers/app';
import { freshFlight } from '../src/modules/transparency/fresh-flight';
import { initiateDonation, sandboxForms } from './helpers/payments';

let ctx: TestContext;
beforeAll(async () => (ctx = await createTestContext()));
afterAll(() => ctx.close());

const q = (sql: string, params: unknown[] = []) => dbRows(ctx, sql, params);
const figures = async () => {
  const res = await request(ctx.app).get('/api/transparency');
  expect(res.status).toBe(200);
  return res.body;
};

/** Through the sandbox checkout as a browser would: post the signed form, press a button, follow to the callback. */
async function checkout(paymentData: Record<string, string>, outcome: 'Simulate success' | 'Simulate failure') {
  const page = await request(ctx.app).post('/sandbox/payu/_payment').type('form').send(paymentData);
  expect(page.status).toBe(200);
  const form = sandboxForms(page.text)[outcome]!;
  const pressed = await request(ctx.app).post(form.action).type('form').send(form.fields);
  expect(pressed.status).toBe(307);
  const res = await request(ctx.app).post(new URL(pressed.headers.location!).pathname).type('form').send(form.fields);
  expect(res.status).toBe(303);
  return paymentData.txnid!;
}

async function vote(
  candidateId: string,
  votes: number,
  amount: number,
  outcome: 'Simulate success' | 'Simulate failure' = 'Simulate success',
) {
  const res = await request(ctx.app).post('/api/vote/initiate').send({ candidateId, votes, amount, voterName: 'Ravi Fan' });
  expect(res.status).toBe(200);
  return checkout(res.body.paymentData, outcome);
}

async function donate(amount: number, outcome: 'Simulate success' | 'Simulate failure' = 'Simulate success') {
  const { paymentData } = await initiateDonation(ctx, { amount, mode: 'once', donorName: 'Meera Donor' });
  return checkout(paymentData, outcome);
}

const rupeesOnly = (total: string, count: number) => ({
  INR: { total, count, mealPrice: 50 },
  USD: { total: '0.00', count: 0, mealPrice: 0.6 },
});

const newCandidate = async (name: string) => (await q('INSERT INTO candidates (name) VALUES ($1) RETURNING id', [name]))[0].id as string;

/**
 * The fingerprint chain recomputed here, from the table, without the server's code: README
 * "Transparency" states the byte format this follows.
 */
async function recomputeChain() {
  const rows = await q(`
    SELECT p.txnid, v.candidate_name, v.votes, v.amount::text AS amount,
           to_char(v.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS at
    FROM votes v JOIN payments p ON p.id = v.payment_id`);
  rows.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : a.txnid < b.txnid ? -1 : a.txnid > b.txnid ? 1 : a.votes - b.votes));
  const days = new Map<string, string[]>();
  for (const r of rows) {
    const date = (r.at as string).slice(0, 10);
    if (!days.has(date)) days.set(date, []);
    days.get(date)!.push(`${r.txnid}|${r.candidate_name}|${r.votes}|${r.amount}|${r.at}\n`);
  }
  let previous = '0'.repeat(64);
  return [...days.keys()].sort().map((date) => {
    const lines = days.get(date)!;
    previous = createHash('sha256')
      .update(`${previous}\n${lines.join('')}`)
      .digest('hex');
    return { date, count: lines.length, sha256: previous };
  });
}

describe('GET /api/transparency', () => {
  test('when nothing has been paid, then zeros, every contestant at 0 and no fingerprints', async () => {
    const ananya = await newCandidate('Ananya Sharma');
    const body = await figures();
    expect(body).toEqual({
      votes: {
        total: 0,
        payments: 0,
        byCandidate: [{ candidateId: ananya, name: 'Ananya Sharma', votes: 0 }],
        countsHidden: false,
        asOf: null,
      },
      donations: { total: '0.00', count: 0, meals: 0, byCurrency: rupeesOnly('0.00', 0) },
      ledgerFingerprints: [],
      // Issue #33: no charity drive has a gift yet, and the general fund is empty.
      drives: [],
      generalFund: { INR: 0, USD: 0 },
    });
    await q('DELETE FROM candidates');
  });

  describe('after payments through the sandbox', () => {
    let ananya: string;
    let bela: string;
    let deleted: string;
    beforeAll(async () => {
      await q('UPDATE event_status SET is_active = true WHERE id = 1');
      ananya = await newCandidate('Ananya Sharma');
      bela = await newCandidate('Bela Kapoor');
      deleted = await newCandidate('Chitra Menon');
      await vote(ananya, 750, 37_500);
      await vote(ananya, 3, 300);
      await vote(bela, 1000, 30_000);
      await vote(bela, 5, 500, 'Simulate failure');
      await vote(deleted, 2, 200);
      await donate(2500);
      await donate(1030);
      await donate(9000, 'Simulate failure');
    });

    test('then votes, the payments behind them, each contestant and the donations are what was paid, and nothing personal', async () => {
      const body = await figures();
      expect(body.votes).toEqual({
        total: 750 + 3 + 1000 + 2,
        payments: 4,
        byCandidate: [
          { candidateId: bela, name: 'Bela Kapoor', votes: 1000 },
          { candidateId: ananya, name: 'Ananya Sharma', votes: 753 },
          { candidateId: deleted, name: 'Chitra Menon', votes: 2 },
        ],
        countsHidden: false,
        asOf: null,
      });
      expect(body.donations).toEqual({ total: '3530.00', count: 2, meals: 70, byCurrency: rupeesOnly('3530.00', 2) });
      const text = JSON.stringify(body);
      expect(text).not.toMatch(/Ravi|Meera|example\.com/);
      const txnids = (await q('SELECT txnid FROM payments')).map((r) => r.txnid as string);
      for (const t of txnids) expect(text).not.toContain(t);
    });

    test('when a vote payment and a donation are refunded, then the ledger nets them out and the counts go down', async () => {
      const agent = await adminAgent(ctx);
      const [threeVotes] = await q(`SELECT p.txnid FROM payments p WHERE p.purpose = 'vote' AND p.amount = 300`);
      const [donation] = await q(`SELECT txnid FROM payments WHERE purpose = 'donation' AND amount = 1030`);
      for (const { txnid } of [threeVotes, donation]) {
        const res = await agent
          .post(`/api/admin/payments/${txnid}/refund`)
          .set('Origin', PUBLIC_URL)
          .send({ reason: 'Paid twice by mistake' });
        expect(res.status).toBe(200);
      }
      const reversal = await q(
        `SELECT v.votes, v.amount FROM votes v JOIN payments p ON p.id = v.payment_id WHERE p.txnid = $1 ORDER BY v.votes`,
        [threeVotes.txnid],
      );
      expect(reversal).toEqual([
        { votes: -3, amount: '-300.00' },
        { votes: 3, amount: '300.00' },
      ]);

      const body = await figures();
      expect(body.votes.total).toBe(750 + 1000 + 2);
      expect(body.votes.payments).toBe(3);
      expect(body.votes.byCandidate.find((c: { candidateId: string }) => c.candidateId === ananya).votes).toBe(750);
      expect(body.donations).toEqual({ total: '2500.00', count: 1, meals: 50, byCurrency: rupeesOnly('2500.00', 1) });
    });

    test('when a contestant is deleted, then her votes stay in the total and the fingerprints do not change', async () => {
      const before = await figures();
      await q('DELETE FROM candidates WHERE id = $1', [deleted]);
      const after = await figures();
      expect(after.votes.total).toBe(before.votes.total);
      expect(after.votes.byCandidate.map((c: { candidateId: string }) => c.candidateId)).not.toContain(deleted);
      expect(after.ledgerFingerprints).toEqual(before.ledgerFingerprints);
    });

    test('then each day’s fingerprint is the count of its rows and the chained SHA-256 recomputed independently from them', async () => {
      // Spread the ledger over three UTC days, as a season is.
      const ids = (await q('SELECT id FROM votes ORDER BY created_at, id')).map((r) => r.id as string);
      expect(ids.length).toBeGreaterThanOrEqual(5);
      await q(`UPDATE votes SET created_at = '2026-11-20T23:59:59.123456Z' WHERE id = $1`, [ids[0]]);
      await q(`UPDATE votes SET created_at = '2026-11-20T08:00:00Z' WHERE id = $1`, [ids[1]]);
      await q(`UPDATE votes SET created_at = '2026-11-21T00:00:00Z' WHERE id = $1`, [ids[2]]);

      const { ledgerFingerprints } = await figures();
      expect(ledgerFingerprints.slice(0, 2)).toEqual([
        { date: '2026-11-20', count: 2, sha256: expect.stringMatching(/^[0-9a-f]{64}$/) },
        { date: '2026-11-21', count: 1, sha256: expect.stringMatching(/^[0-9a-f]{64}$/) },
      ]);
      expect(ledgerFingerprints.reduce((n: number, d: { count: number }) => n + d.count, 0)).toBe(ids.length);
      expect(ledgerFingerprints).toEqual(await recomputeChain());
    });

    test('when a past ledger row is altered, then its day and every later day change, and earlier days do not', async () => {
      const before = (await figures()).ledgerFingerprints as { date: string; count: number; sha256: string }[];
      expect(before.length).toBeGreaterThanOrEqual(3);
      const [row] = await q(`SELECT id, votes FROM votes WHERE created_at::date = '2026-11-21'`);
      await q('UPDATE votes SET votes = votes + 1 WHERE id = $1', [row.id]);

      const after = (await figures()).ledgerFingerprints as typeof before;
      expect(after.map((d) => [d.date, d.count])).toEqual(before.map((d) => [d.date, d.count]));
      expect(after[0]!.sha256).toBe(before[0]!.sha256);
      for (let i = 1; i < before.length; i++) expect(after[i]!.sha256).not.toBe(before[i]!.sha256);
      expect(after).toEqual(await recomputeChain());

      await q('UPDATE votes SET votes = $2 WHERE id = $1', [row.id, row.votes]);
      expect((await figures()).ledgerFingerprints).toEqual(before);
    });

    test('when the finale hides the counts, then each contestant is listed by name with no count, and the totals stay', async () => {
      // Hidden through the real schedule (issue #15), then shown again for the tests after this one.
      const open = await figures();
      const agent = await adminAgent(ctx);
      const schedule = (hideCountsFrom: string | null) =>
        agent.put('/api/event/schedule').set('Origin', PUBLIC_URL).send({ opensAt: null, closesAt: null, hideCountsFrom });
      // From now: the figures are then those of this moment (issue #26), the same as just read.
      const hideFrom = new Date().toISOString();
      expect((await schedule(hideFrom)).status).toBe(200);
      const hidden = await figures();
      expect((await schedule(null)).status).toBe(200);
      expect(hidden.votes.countsHidden).toBe(true);
      expect(hidden.votes.asOf).toBe(hideFrom);
      expect(hidden.votes.payments).toBe(open.votes.payments);
      expect(hidden.votes.total).toBe(open.votes.total);
      expect(hidden.votes.byCandidate.every((c: { votes: number | null }) => c.votes === null)).toBe(true);
      const names = hidden.votes.byCandidate.map((c: { name: string }) => c.name);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
      expect(new Set(names)).toEqual(new Set(open.votes.byCandidate.map((c: { name: string }) => c.name)));
      expect(hidden.ledgerFingerprints).toEqual(open.ledgerFingerprints);
    });

    test('when a row is quietly removed from a past day, then that day’s count and every later hash change', async () => {
      const before = (await figures()).ledgerFingerprints as { date: string; count: number; sha256: string }[];
      const [row] = await q(`SELECT * FROM votes WHERE created_at = '2026-11-20T08:00:00Z'`);
      await q('DELETE FROM votes WHERE id = $1', [row.id]);
      const after = (await figures()).ledgerFingerprints as typeof before;
      expect(after[0]).toMatchObject({ date: '2026-11-20', count: 1 });
      for (let i = 0; i < before.length; i++) expect(after[i]!.sha256).not.toBe(before[i]!.sha256);
    });
  });
});

describe('sharing the figures among concurrent readers', () => {
  const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

  test('when many ask at once, then at most one run is in flight and one queued, and nobody gets a run begun before they asked', async () => {
    let runs = 0;
    let state = 0;
    const read = freshFlight(async () => {
      runs += 1;
      const seen = state;
      await wait(30);
      return seen;
    });
    const first = read();
    state = 1;
    const later = Array.from({ length: 20 }, () => read());
    expect(await first).toBe(0);
    expect(await Promise.all(later)).toEqual(Array(20).fill(1));
    expect(runs).toBe(2);
    state = 2;
    expect(await read()).toBe(2);
    expect(runs).toBe(3);
  });

  test('when a run fails, then its callers get the error and the next caller starts afresh', async () => {
    let fail = true;
    const read = freshFlight(async () => {
      const failing = fail;
      await wait(5);
      if (failing) throw new Error('database away');
      return 'ok';
    });
    const failing = read();
    const queued = read();
    fail = false;
    await expect(failing).rejects.toThrow('database away');
    await expect(queued).resolves.toBe('ok');
    await expect(read()).resolves.toBe('ok');
  });

  test('when 30 visitors load the figures at once over HTTP, then all get the same complete answer', async () => {
    const answers = await Promise.all(Array.from({ length: 30 }, () => request(ctx.app).get('/api/transparency')));
    for (const res of answers) expect(res.status).toBe(200);
    const bodies = new Set(answers.map((res) => JSON.stringify(res.body)));
    expect(bodies.size).toBe(1);
  });
});
