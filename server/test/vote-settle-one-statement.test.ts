// Issue #28: a vote's PayU callback settles the payment, adds the votes and writes the ledger row in
// ONE statement. These tests watch the statements the app sends and hold the money rules on that path:
// replays, races, forgeries, corrupt details and a wrong purpose hint leave the totals exact.
import request from 'supertest';
import { VOTE_PRICE_INR } from '@pageant/common';
import { createTestContext, dbRows, setEventActive, type TestContext } from './helpers/app';
import { gatewayResponse, postCallback, registrationForm } from './helpers/payments';
import { queriesDuring } from './helpers/queries-during';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await setEventActive(ctx, true);
});
afterAll(() => ctx.close());

const q = (sql: string, params: unknown[] = []) => dbRows(ctx, sql, params);

async function candidate(name: string): Promise<string> {
  const [row] = await q('INSERT INTO candidates (name) VALUES ($1) RETURNING id', [name]);
  return row.id as string;
}

async function initiateVote(candidateId: string, votes: number): Promise<Record<string, string>> {
  const res = await request(ctx.app)
    .post('/api/vote/initiate')
    .send({ candidateId, votes, amount: votes * VOTE_PRICE_INR, voterEmail: 'fan@example.com' });
  if (res.status !== 200) throw new Error(`vote initiate failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.paymentData as Record<string, string>;
}

const totals = async (candidateId: string) => {
  const [c] = await q('SELECT vote_count, vote_seq FROM candidates WHERE id = $1', [candidateId]);
  const [l] = await q('SELECT coalesce(sum(votes), 0)::int AS votes, count(*)::int AS rows FROM votes WHERE candidate_id = $1', [
    candidateId,
  ]);
  return { count: Number(c.vote_count), seq: Number(c.vote_seq), ledgerVotes: Number(l.votes), ledgerRows: Number(l.rows) };
};

/** Every statement text the app's connections send while `run` runs. */
const statementsDuring = async (run: () => Promise<unknown>): Promise<string[]> => (await queriesDuring(run)).map((q) => q.text);

describe('the one-statement vote settlement', () => {
  it('settles, credits and writes the ledger in one statement, with no BEGIN or COMMIT', async () => {
    const id = await candidate('One Statement');
    const data = await initiateVote(id, 3);
    const statements = await statementsDuring(async () => {
      const res = await postCallback(ctx, gatewayResponse(ctx, data, 'success'));
      expect(res.status).toBe(303);
      expect(res.headers.location).toContain('status=SUCCESS');
    });
    const money = statements.filter((s) => /UPDATE payments|INSERT INTO votes|UPDATE "payments"|insert into "votes"/i.test(s));
    expect(money).toHaveLength(1);
    expect(money[0]).toMatch(/UPDATE payments[\s\S]*UPDATE candidates[\s\S]*INSERT INTO votes/);
    expect(statements.some((s) => /^\s*(BEGIN|COMMIT)/i.test(s))).toBe(false);

    expect(await totals(id)).toEqual({ count: 3, seq: 1, ledgerVotes: 3, ledgerRows: 1 });
    const [p] = await q('SELECT status, mihpayid, settled_at, currency FROM payments WHERE txnid = $1', [data.txnid]);
    expect(p).toMatchObject({ status: 'success', mihpayid: '4030000001', currency: 'INR' });
    expect(p.settled_at).toBeInstanceOf(Date);
    const [ledger] = await q('SELECT candidate_name, amount, currency, voter_email FROM votes WHERE candidate_id = $1', [id]);
    expect(ledger).toEqual({
      candidate_name: 'One Statement',
      amount: `${3 * VOTE_PRICE_INR}.00`,
      currency: 'INR',
      voter_email: 'fan@example.com',
    });
  });

  it('sends the settlement as one named statement with its values apart, the same text for every callback', async () => {
    const id = await candidate('Prepared Once');
    const [first, second] = [await initiateVote(id, 1), await initiateVote(id, 2)];
    const sent = await queriesDuring(async () => {
      for (const data of [first, second]) expect((await postCallback(ctx, gatewayResponse(ctx, data, 'success'))).status).toBe(303);
    });
    const money = sent.filter((s) => /UPDATE payments/i.test(s.text));
    expect(money).toHaveLength(2);
    // A named statement is parsed and planned once per pooled connection, not on every callback (issue #28).
    expect(money[0]!.name).toEqual(expect.any(String));
    expect(money[1]!.name).toBe(money[0]!.name);
    expect(money[1]!.text).toBe(money[0]!.text);
    expect(money[0]!.text).not.toContain(first!.txnid);
    expect(money[0]!.values).toContain(first!.txnid);
    expect(await totals(id)).toEqual({ count: 3, seq: 2, ledgerVotes: 3, ledgerRows: 2 });
  });

  it('answers only the columns a callback reads: pg decodes every returned column of every execution', async () => {
    const id = await candidate('Narrow Answer');
    const data = await initiateVote(id, 2);
    const sent = await queriesDuring(async () => {
      const res = await postCallback(ctx, gatewayResponse(ctx, data, 'success'));
      expect(res.headers.location).toContain('status=SUCCESS');
      expect(res.headers.location).toContain('candidateName=Narrow+Answer');
    });
    const money = sent.filter((s) => /UPDATE payments/i.test(s.text));
    expect(money).toHaveLength(1);
    // The gate fixes txnid, amount, currency, status and purpose; the rest of the row (the gateway's
    // response, the payer, the refund columns) is read by nothing on this path.
    expect(money[0]!.columns).toEqual(['reference_id', 'details', 'credit_name', 'credit_id', 'credit_count', 'credit_seq', 'credited']);
    expect(await totals(id)).toEqual({ count: 2, seq: 1, ledgerVotes: 2, ledgerRows: 1 });
  });

  it('still settles on a connection that prepared it after a newer migration added a payments column', async () => {
    const id = await candidate('Rolling Deploy');
    const [first, second] = [await initiateVote(id, 1), await initiateVote(id, 4)];
    // One callback at a time: the pool hands the same idle connection back, so the second runs the statement prepared by the first.
    expect((await postCallback(ctx, gatewayResponse(ctx, first, 'success'))).headers.location).toContain('status=SUCCESS');
    await q('ALTER TABLE payments ADD COLUMN rolling_deploy_extra integer');
    try {
      const res = await postCallback(ctx, gatewayResponse(ctx, second, 'success'));
      expect(res.status).toBe(303);
      expect(res.headers.location).toContain('status=SUCCESS');
    } finally {
      await q('ALTER TABLE payments DROP COLUMN rolling_deploy_extra');
    }
    expect(await totals(id)).toEqual({ count: 5, seq: 2, ledgerVotes: 5, ledgerRows: 2 });
  });

  it('credits once however often, and however concurrently, the same callback arrives', async () => {
    const id = await candidate('Raced Callback');
    const data = await initiateVote(id, 5);
    const fields = gatewayResponse(ctx, data, 'success');
    const answers = await Promise.all(Array.from({ length: 12 }, () => postCallback(ctx, fields)));
    expect(answers.every((r) => r.status === 303)).toBe(true);
    // A replay after the fact: the one statement misses, one read tells why; no transaction is opened.
    const replay = await statementsDuring(() => postCallback(ctx, fields));
    expect(replay.some((s) => /^\s*(BEGIN|COMMIT)/i.test(s))).toBe(false);
    expect(replay.filter((s) => /UPDATE payments/i.test(s))).toHaveLength(1);
    expect(await totals(id)).toEqual({ count: 5, seq: 1, ledgerVotes: 5, ledgerRows: 1 });
  });

  it('changes nothing for a forged hash, another amount, or a failure after the success', async () => {
    const id = await candidate('Guarded Callback');
    const data = await initiateVote(id, 2);
    await postCallback(ctx, { ...gatewayResponse(ctx, data, 'success'), hash: 'f'.repeat(128) });
    await postCallback(ctx, gatewayResponse(ctx, data, 'success', { amount: String(VOTE_PRICE_INR) }));
    expect(await totals(id)).toEqual({ count: 0, seq: 0, ledgerVotes: 0, ledgerRows: 0 });
    const [open] = await q('SELECT status FROM payments WHERE txnid = $1', [data.txnid]);
    expect(open.status).toBe('initiated');

    await postCallback(ctx, gatewayResponse(ctx, data, 'success'));
    await postCallback(ctx, gatewayResponse(ctx, data, 'failure'));
    expect(await totals(id)).toEqual({ count: 2, seq: 1, ledgerVotes: 2, ledgerRows: 1 });
    const [paid] = await q('SELECT status FROM payments WHERE txnid = $1', [data.txnid]);
    expect(paid.status).toBe('success');
  });

  it('settles a failure without crediting anything', async () => {
    const id = await candidate('Declined Card');
    const data = await initiateVote(id, 1);
    const res = await postCallback(ctx, gatewayResponse(ctx, data, 'failure'));
    expect(res.headers.location).toContain('status=FAILURE');
    expect(await totals(id)).toEqual({ count: 0, seq: 0, ledgerVotes: 0, ledgerRows: 0 });
    const [p] = await q('SELECT status FROM payments WHERE txnid = $1', [data.txnid]);
    expect(p.status).toBe('failure');
  });

  it('leaves a payment with corrupt vote details open, with no count and no ledger row', async () => {
    const id = await candidate('Corrupt Details');
    const data = await initiateVote(id, 4);
    await q(`UPDATE payments SET details = jsonb_set(details, '{votes}', '0') WHERE txnid = $1`, [data.txnid]);
    // As on the transactional path: the statement fails whole, PayU is told to retry, a human looks.
    await postCallback(ctx, gatewayResponse(ctx, data, 'success'));
    expect(await totals(id)).toEqual({ count: 0, seq: 0, ledgerVotes: 0, ledgerRows: 0 });
    const [p] = await q('SELECT status FROM payments WHERE txnid = $1', [data.txnid]);
    expect(p.status).toBe('initiated');
  });

  it('records a payment for a deleted contestant in the ledger under the name it was bought for', async () => {
    const id = await candidate('Gone Before Payment');
    const data = await initiateVote(id, 2);
    await q('DELETE FROM candidates WHERE id = $1', [id]);
    await postCallback(ctx, gatewayResponse(ctx, data, 'success'));
    const rows = await q(
      'SELECT v.candidate_id, v.candidate_name, v.votes FROM votes v JOIN payments p ON p.id = v.payment_id WHERE p.txnid = $1',
      [data.txnid],
    );
    expect(rows).toEqual([{ candidate_id: null, candidate_name: 'Gone Before Payment', votes: 2 }]);
  });

  it('a signed callback whose purpose hint is not the stored purpose still settles through the transactional path', async () => {
    const reg = await request(ctx.app)
      .post('/api/payment/registration')
      .send(registrationForm({ email: 'hint@example.com' }));
    expect(reg.status).toBe(200);
    const data = reg.body.payuData as Record<string, string>;
    // Re-signed by the test (it knows the salt), as only a gateway could: the stored purpose still rules.
    const res = await postCallback(ctx, gatewayResponse(ctx, data, 'success', { udf1: 'vote' }));
    expect(res.status).toBe(303);
    const [row] = await q('SELECT status FROM payments WHERE txnid = $1', [data.txnid]);
    expect(row.status).toBe('success');
    const [r] = await q('SELECT payment_status FROM registrations WHERE lower(email) = $1', ['hint@example.com']);
    expect(r.payment_status).toBe('success');
    expect(await q('SELECT 1 FROM votes v JOIN payments p ON p.id = v.payment_id WHERE p.txnid = $1', [data.txnid])).toEqual([]);
  });
});

describe("a credit's cost in PostgreSQL", () => {
  /**
   * Whether the row's current version was written by a heap-only update (HEAP_ONLY_TUPLE, 0x8000 of
   * t_infomask2): one that added no entry to any of the table's indexes. Read from the page itself, as
   * the statistics views report only when a connection gets round to it.
   */
  const heapOnly = async (id: string) => {
    await q('CREATE EXTENSION IF NOT EXISTS pageinspect');
    const [row] = await q(
      `SELECT (h.t_infomask2 & 32768) <> 0 AS heap_only
         FROM candidates c, heap_page_items(get_raw_page('candidates', (c.ctid::text::point)[0]::int)) h
        WHERE c.id = $1 AND h.lp = (c.ctid::text::point)[1]::int`,
      [id],
    );
    return row.heap_only as boolean;
  };

  it('adds the votes as a heap-only update: no candidates index gets a new entry per credit', async () => {
    const id = await candidate('Heap Only');
    for (let i = 0; i < 3; i++) {
      const res = await postCallback(ctx, gatewayResponse(ctx, await initiateVote(id, 1 + i), 'success'));
      expect(res.headers.location).toContain('status=SUCCESS');
      expect(await heapOnly(id)).toBe(true);
    }
    expect(await totals(id)).toMatchObject({ count: 6, seq: 3 });
  });
});
