// Issue #28: vote callbacks that queue for a connection settle N at a time in ONE statement. The
// money rules hold inside a batch: replays and races of one txnid credit once, a forged callback
// credits nothing, each credit has its own count and seq, and one bad row fails none of its neighbours.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import request from 'supertest';
import { VOTE_PRICE_INR } from '@pageant/common';
import type { Settlement } from '../src/modules/payments/repo';
import { SETTLE_VOTES } from '../src/modules/votes/settle-batch';
import { IN_FLIGHT, voteSettleBatcher } from '../src/modules/votes/settle-batcher';
import { createTestContext, dbRows, setEventActive, type TestContext } from './helpers/app';
import { until } from './helpers/finale';
import { gatewayResponse } from './helpers/payments';
import { queriesDuring, type Sent } from './helpers/queries-during';

let ctx: TestContext;
let server: http.Server;
let url: string;
beforeAll(async () => {
  ctx = await createTestContext();
  await setEventActive(ctx, true);
  server = http.createServer(ctx.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await ctx.close();
});

const q = (sql: string, params: unknown[] = []) => dbRows(ctx, sql, params);

async function candidates(n: number, prefix: string): Promise<string[]> {
  const rows = await q(
    "INSERT INTO candidates (name) SELECT $1 || ' ' || i FROM generate_series(0, $2 - 1) AS i ORDER BY i RETURNING id, name",
    [prefix, n],
  );
  return rows.sort((x, y) => Number(x.name.split(' ').at(-1)) - Number(y.name.split(' ').at(-1))).map((r) => r.id as string);
}

async function initiateVote(candidateId: string, votes: number): Promise<Record<string, string>> {
  const res = await request(url)
    .post('/api/vote/initiate')
    .send({ candidateId, votes, amount: votes * VOTE_PRICE_INR, voterEmail: 'fan@example.com' });
  if (res.status !== 200) throw new Error(`vote initiate failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.paymentData as Record<string, string>;
}

const post = (fields: Record<string, string>) => request(url).post('/api/payment/callback').type('form').send(fields);

/** Every named (prepared) statement the app's connections send while `run` runs. */
const statementsDuring = async (run: () => Promise<unknown>): Promise<Sent[]> => (await queriesDuring(run)).filter((q) => q.name);
const batches = (sent: Sent[]) => sent.filter((s) => s.name?.startsWith('settle_and_credit_votes')).map((s) => s.values[3] as string[]);

describe('vote settlements in one statement per batch', () => {
  it('168 concurrent callbacks with replays in flight and a forgery leave every count, seq and ledger row exact', async () => {
    const ids = await candidates(20, 'Batched');
    const orders = await Promise.all(
      Array.from({ length: 120 }, async (_, i) => ({
        id: ids[i % 20]!,
        votes: 1 + (i % 5),
        data: await initiateVote(ids[i % 20]!, 1 + (i % 5)),
      })),
    );
    const forged = orders.pop()!;
    const posts: Record<string, string>[] = orders.map((o) => gatewayResponse(ctx, o.data, 'success'));
    // Every fifth payment is called back twice more, all in flight together with the first.
    for (let i = 0; i < orders.length; i += 5) posts.push(posts[i]!, posts[i]!);
    posts.push({ ...gatewayResponse(ctx, forged.data, 'success'), hash: 'f'.repeat(128) });
    posts.sort(() => Math.random() - 0.5);

    const published: { candidateId: string; voteCount: number; seq: number }[] = [];
    const off = ctx.bus.on('votes.credited', (e) => published.push(e));
    // Her rows locked by a test transaction: the first settlements wait in PostgreSQL with every turn
    // taken, so the callbacks that follow queue (as under finale load) instead of finding an idle turn.
    const blocker = new pg.Client({ connectionString: ctx.database.url });
    await blocker.connect();
    await blocker.query('BEGIN');
    await blocker.query('SELECT id FROM candidates WHERE id = ANY($1) FOR UPDATE', [ids]);
    let answers: request.Response[] = [];
    const sent = await statementsDuring(async () => {
      const all = Promise.all(posts.map(post));
      const connections = () => new Promise<number>((resolve) => server.getConnections((_e, n) => resolve(n)));
      await until(async () => {
        const [w] = await q(
          `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock' AND query LIKE '%WITH settled AS%'`,
        );
        // All but the forgery's (answered at once) have connected; each sent its form with its connection.
        return w.n === IN_FLIGHT && (await connections()) >= posts.length - 1;
      }, 20_000);
      await blocker.query('COMMIT');
      answers = await all;
    });
    await blocker.end();
    off();

    // The batch path ran, and a txnid never appears twice in one statement.
    const seen = batches(sent);
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.some((txnids) => txnids.length > 1)).toBe(true);
    for (const txnids of seen) expect(new Set(txnids).size).toBe(txnids.length);

    const forgedAnswer = answers.filter((r) => !String(r.headers.location).includes('status=SUCCESS'));
    expect(forgedAnswer).toHaveLength(1);
    expect(answers.every((r) => r.status === 303)).toBe(true);

    for (const id of ids) {
      const mine = orders.filter((o) => o.id === id);
      const [c] = await q('SELECT vote_count, vote_seq FROM candidates WHERE id = $1', [id]);
      const [l] = await q('SELECT coalesce(sum(votes), 0)::int AS votes, count(*)::int AS rows FROM votes WHERE candidate_id = $1', [id]);
      const want = mine.reduce((s, o) => s + o.votes, 0);
      expect({ count: c.vote_count, seq: Number(c.vote_seq), ledger: l.votes, rows: l.rows }).toEqual({
        count: want,
        seq: mine.length,
        ledger: want,
        rows: mine.length,
      });
      // Each credit told realtime its own seq, once, with the count as of that credit.
      const events = published.filter((e) => e.candidateId === id).sort((a, b) => a.seq - b.seq);
      expect(events.map((e) => e.seq)).toEqual(mine.map((_, i) => i + 1));
      expect(events.at(-1)!.voteCount).toBe(want);
      for (let i = 1; i < events.length; i++) expect(events[i]!.voteCount).toBeGreaterThan(events[i - 1]!.voteCount);
    }
    const [forgedRow] = await q('SELECT status FROM payments WHERE txnid = $1', [forged.data.txnid]);
    expect(forgedRow.status).toBe('initiated');
    const [ledger] = await q(
      `SELECT count(*)::int AS rows, count(DISTINCT v.payment_id)::int AS payments FROM votes v JOIN payments p ON p.id = v.payment_id
        WHERE p.txnid = ANY($1)`,
      [orders.map((o) => o.data.txnid)],
    );
    expect(ledger).toEqual({ rows: orders.length, payments: orders.length });
  });
});

describe('the settle batcher on the real database', () => {
  const settlement = (data: Record<string, string>, status: Settlement['status'] = 'success'): Settlement => ({
    txnid: data.txnid!,
    amount: Number(data.amount).toFixed(2),
    currency: 'INR',
    status,
    mihpayid: 'batch-test',
    gatewayResponse: { status },
  });

  it("runs two statements at a time by default, whatever the pool: a burst's first two settle alone, the rest share the next turn", async () => {
    const [c] = await candidates(1, 'Turns');
    const burst: Record<string, string>[] = [];
    for (let i = 0; i < 12; i++) burst.push(await initiateVote(c!, 1));
    // The tests' pool has 10 connections: half of it (5 turns) was the default before issue #28's session 19.
    const batcher = voteSettleBatcher(ctx.database.db);
    let answers: unknown[] = [];
    const sent = await statementsDuring(async () => {
      answers = await Promise.all(burst.map((d) => batcher.settle(settlement(d))));
    });
    expect(sent.filter((s) => /^settle_and_credit_vote_\d+$/.test(s.name ?? '')).map((s) => s.values[3])).toEqual(
      burst.slice(0, 2).map((d) => d.txnid),
    );
    expect(batches(sent)).toEqual([
      burst
        .slice(2)
        .map((d) => d.txnid)
        .sort(),
    ]);
    expect(answers.every((a) => (a as { credit: unknown } | null)?.credit)).toBe(true);
    const [count] = await q('SELECT vote_count, vote_seq FROM candidates WHERE id = $1', [c]);
    expect(count).toEqual({ vote_count: 12, vote_seq: '12' });
  });

  it("finds a batch's payments through their txnids even where payments has no statistics", async () => {
    const [c] = await candidates(1, 'Planned');
    await q(
      `INSERT INTO payments (txnid, purpose, reference_id, amount, product_info, first_name, email, phone, details)
       SELECT 'plan' || i, 'vote', $1, 100, 'votes', 'Voter', 'voter@example.org', '9999999999', '{"votes": 1}'
       FROM generate_series(1, 400) AS i`,
      [c],
    );
    // As on a new or restored database, or before autovacuum has looked at a table that grew.
    await q(`SELECT pg_clear_relation_stats('public', 'payments')`);
    await q(`DELETE FROM pg_statistic WHERE starelid = 'payments'::regclass`);
    // The plan PostgreSQL keeps for the prepared statement after its first executions.
    const [plan] = await q(`EXPLAIN (GENERIC_PLAN, FORMAT JSON) ${SETTLE_VOTES.text}`);
    const scans: { type: string; index?: string }[] = [];
    const walk = (node: Record<string, unknown>) => {
      if (node['Relation Name'] === 'payments' && node['Node Type'] !== 'ModifyTable')
        scans.push({ type: node['Node Type'] as string, index: node['Index Name'] as string | undefined });
      for (const child of (node.Plans as Record<string, unknown>[] | undefined) ?? []) walk(child);
      if (node['Node Type'] === 'Bitmap Heap Scan')
        for (const child of (node.Plans as Record<string, unknown>[] | undefined) ?? [])
          scans.push({ type: 'via', index: child['Index Name'] as string });
    };
    walk((plan['QUERY PLAN'] as { Plan: Record<string, unknown> }[])[0]!.Plan);
    expect(scans.length).toBeGreaterThan(0);
    for (const scan of scans) if (scan.type !== 'Bitmap Heap Scan') expect(scan.index).toBe('payments_txnid_unique');
  });

  it('a bad row fails its batch whole, then each of its settlements runs alone and gets its own answer', async () => {
    const [a, b] = await candidates(2, 'Neighbour');
    const first = await initiateVote(a!, 1);
    const [good1, bad, good2, failed] = [
      await initiateVote(a!, 2),
      await initiateVote(b!, 3),
      await initiateVote(b!, 4),
      await initiateVote(a!, 5),
    ];
    await q(`UPDATE payments SET details = jsonb_set(details, '{votes}', '"two"') WHERE txnid = $1`, [bad!.txnid]);
    // One turn at a time: the first runs alone at once, the rest wait and share the next turn.
    const reported: { err: unknown; txnids: string[] }[] = [];
    const batcher = voteSettleBatcher(ctx.database.db, 1, (err, txnids) => reported.push({ err, txnids }));
    let settled: PromiseSettledResult<unknown>[] = [];
    const sent = await statementsDuring(async () => {
      settled = await Promise.allSettled([
        batcher.settle(settlement(first)),
        batcher.settle(settlement(good1!)),
        batcher.settle(settlement(bad!)),
        batcher.settle(settlement(good2!)),
        batcher.settle(settlement(failed!, 'failure')),
        // A replay of a settlement in the same batch waits for the next turn and finds it settled.
        batcher.settle(settlement(good1!)),
        batcher.settle(settlement(first)),
      ]);
    });
    expect(batches(sent)).toEqual([[good1!.txnid, bad!.txnid, good2!.txnid, failed!.txnid, first.txnid].sort()]);
    // The failed batch is told once, with its txnids, so it is in the log and not only its retries' errors.
    expect(reported).toHaveLength(1);
    expect(reported[0]!.txnids).toEqual(batches(sent)[0]);
    expect(reported[0]!.err).toBeInstanceOf(Error);
    const [one, g1, broken, g2, declined, replay, replayFirst] = settled;
    expect(one).toMatchObject({ status: 'fulfilled', value: { credit: { candidate: { id: a, voteCount: 1, seq: 1 } } } });
    expect(g1).toMatchObject({ status: 'fulfilled', value: { credit: { candidate: { id: a, voteCount: 3, seq: 2 } } } });
    expect(broken!.status).toBe('rejected');
    expect(g2).toMatchObject({ status: 'fulfilled', value: { credit: { candidate: { id: b, voteCount: 4, seq: 1 } } } });
    expect(declined).toMatchObject({ status: 'fulfilled', value: { payment: { status: 'failure' }, credit: null } });
    expect(replay).toEqual({ status: 'fulfilled', value: null });
    expect(replayFirst).toEqual({ status: 'fulfilled', value: null });
    const rows = await q('SELECT txnid, status FROM payments WHERE txnid = ANY($1) ORDER BY txnid', [[bad!.txnid, good2!.txnid]]);
    expect(Object.fromEntries(rows.map((r) => [r.txnid, r.status]))).toEqual({ [bad!.txnid!]: 'initiated', [good2!.txnid!]: 'success' });
  });

  it('credits several payments of one contestant in one statement with a count and seq per credit, in txnid order', async () => {
    const [c, gone] = await candidates(2, 'Together');
    const first = await initiateVote(c!, 1);
    const rest = [await initiateVote(c!, 2), await initiateVote(gone!, 3), await initiateVote(c!, 4)];
    await q('DELETE FROM candidates WHERE id = $1', [gone]);
    const reported: { err: unknown; txnids: string[] }[] = [];
    const batcher = voteSettleBatcher(ctx.database.db, 1, (err, txnids) => reported.push({ err, txnids }));
    let answers: unknown[] = [];
    const sent = await statementsDuring(async () => {
      answers = await Promise.all([first, ...rest].map((d) => batcher.settle(settlement(d))));
    });
    expect(batches(sent)).toEqual([rest.map((d) => d.txnid).sort()]);
    // Her two credits in the batch run in txnid order: the earlier one answers 1 + its votes, the later 7.
    const [two, four] = [answers[1], answers[3]] as { credit: { candidate: { voteCount: number; seq: number } } }[];
    const twoFirst = rest[0]!.txnid! < rest[2]!.txnid!;
    expect([two!.credit.candidate, four!.credit.candidate]).toMatchObject(
      twoFirst
        ? [
            { voteCount: 3, seq: 2 },
            { voteCount: 7, seq: 3 },
          ]
        : [
            { voteCount: 7, seq: 3 },
            { voteCount: 5, seq: 2 },
          ],
    );
    expect(answers).toMatchObject([
      { credit: { candidate: { id: c, voteCount: 1, seq: 1 } } },
      { credit: { candidate: { id: c }, candidateName: 'Together 0' } },
      { credit: { candidate: null, candidateName: 'Together 1' } },
      { credit: { candidate: { id: c }, candidateName: 'Together 0' } },
    ]);
    const [count] = await q('SELECT vote_count, vote_seq FROM candidates WHERE id = $1', [c]);
    expect(count).toEqual({ vote_count: 7, vote_seq: '3' });
    const ledger = await q(
      'SELECT v.candidate_id, v.candidate_name, v.votes FROM votes v JOIN payments p ON p.id = v.payment_id WHERE p.txnid = $1',
      [rest[1]!.txnid],
    );
    expect(ledger).toEqual([{ candidate_id: null, candidate_name: 'Together 1', votes: 3 }]);
  });
});
