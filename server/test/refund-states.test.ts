import http from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { createLogger } from '../src/logger';
import { paymentService, startReconciler } from '../src/modules/payments/service';
import { createPayuGateway, httpPostForm, parseRefundStatus } from '../src/payments/payu';
import { PUBLIC_URL, adminAgent, createTestContext, type TestContext, dbRows, setEventActive } from './helpers/app';
import { until } from './helpers/finale';
import { postCallback, sandboxForms } from './helpers/payments';

/**
 * Issue #26, item 13: PayU documents QUEUED, IN PROGRESS and REQUESTED as states a refund passes
 * through on its way to SUCCESS or FAILURE. Those are pending: asked about again on the
 * reconciliation schedule until final, the final state recorded once, the votes reversed once.
 */

let ctx: TestContext;
let server: http.Server;
let baseUrl: string;
let admin: Awaited<ReturnType<typeof adminAgent>>;

beforeAll(async () => {
  ctx = await createTestContext();
  server = http.createServer(ctx.app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  await setEventActive(ctx);
  admin = await adminAgent(ctx);
});
afterAll(async () => {
  await new Promise((r) => server.close(r));
  await ctx.close();
});

type PaymentData = Record<string, string>;
const q = (sql: string, params: unknown[] = []) => dbRows(ctx, sql, params);
const payment = async (txnid: string) => (await q('SELECT * FROM payments WHERE txnid = $1', [txnid]))[0];
const voteCount = async (id: string) => (await q('SELECT vote_count FROM candidates WHERE id = $1', [id]))[0]?.vote_count as number;
const ledger = (txnid: string) =>
  q('SELECT v.votes FROM votes v JOIN payments p ON p.id = v.payment_id WHERE p.txnid = $1 ORDER BY v.votes DESC', [txnid]);
const statusAudits = (txnid: string) =>
  q(`SELECT actor, summary FROM audit_log WHERE target = $1 AND action = 'payments.refund_status' ORDER BY seq`, [txnid]);

async function newCandidate(name: string, votes = 0): Promise<string> {
  const [row] = await q(`INSERT INTO candidates (name, image_url, vote_count) VALUES ($1, '/uploads/images/c.webp', $2) RETURNING id`, [
    name,
    votes,
  ]);
  return row.id as string;
}

/** A paid 750-vote payment on the sandbox (so the sandbox can refund it); answers its txnid and mihpayid. */
async function paidVote(candidateId: string): Promise<{ txnid: string; mihpayid: string }> {
  const init = await request(server).post('/api/vote/initiate').send({ candidateId, votes: 750, amount: 37_500 });
  if (init.status !== 200) throw new Error(`vote initiate failed: ${init.status} ${JSON.stringify(init.body)}`);
  const data = init.body.paymentData as PaymentData;
  const page = await request(server).post('/sandbox/payu/_payment').type('form').send(data);
  const success = sandboxForms(page.text)['Simulate success']!;
  await request(server).post(success.action).type('form').send(success.fields);
  await postCallback(ctx, success.fields);
  return { txnid: data.txnid!, mihpayid: success.fields.mihpayid! };
}

/** What the sandbox's check_action_status answers for this payment's refund, one state per look. */
async function scriptRefund(mihpayid: string, states: string[]) {
  const res = await request(server)
    .post('/sandbox/payu/_refund_states')
    .type('form')
    .send({ mihpayid, states: states.join(',') });
  expect(res.status).toBe(200);
}

const refund = (txnid: string) =>
  admin
    .post(`/api/admin/payments/${encodeURIComponent(txnid)}/refund`)
    .set('Origin', PUBLIC_URL)
    .send({ reason: 'Voter asked' });
const reconcile = async () => {
  const res = await admin.post('/api/admin/payments/reconcile').set('Origin', PUBLIC_URL).send({});
  expect(res.status).toBe(200);
  return res.body as Record<string, unknown>;
};

/** Everything a refund touches: replaying a run must leave all of it as it was. */
const snapshot = async (txnid: string, candidateId: string) => ({
  payment: await payment(txnid),
  votes: await voteCount(candidateId),
  ledger: await ledger(txnid),
  audits: await statusAudits(txnid),
});

describe("PayU's refund states", () => {
  test('when check_action_status answers IN PROGRESS, REQUESTED or QUEUED, then each is read as a pending state, not as unknown', () => {
    const answer = (status: string) => ({ status: 1, transaction_details: { '7': { '7': { status, action: 'refund' } } } });
    expect(parseRefundStatus('7', answer('IN PROGRESS')).status).toBe('in_progress');
    expect(parseRefundStatus('7', answer('REQUESTED')).status).toBe('requested');
    expect(parseRefundStatus('7', answer('QUEUED')).status).toBe('queued');
    expect(parseRefundStatus('7', answer('SUCCESS')).status).toBe('success');
    expect(parseRefundStatus('7', answer('FAILURE')).status).toBe('failure');
  });
});

describe('refunds still at the bank are asked about on every reconciliation run until final', () => {
  test('when a refund goes IN PROGRESS -> REQUESTED -> success, then each run records the next state, the final one once, and replaying changes nothing', async () => {
    const id = await newCandidate('Ananya Sharma', 100);
    const { txnid, mihpayid } = await paidVote(id);
    await scriptRefund(mihpayid, ['IN PROGRESS', 'REQUESTED', 'success']);

    const res = await refund(txnid);

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'refunded', gatewayStatus: 'in_progress' });
    expect(await payment(txnid)).toMatchObject({ status: 'refunded', refund_status: 'in_progress' });
    expect(await voteCount(id)).toBe(100);

    await reconcile();
    expect((await payment(txnid)).refund_status).toBe('requested');
    expect(await voteCount(id)).toBe(100);

    await reconcile();
    const settled = await snapshot(txnid, id);
    expect(settled.payment).toMatchObject({ status: 'refunded', refund_status: 'success' });
    expect(settled.votes).toBe(100);
    expect(settled.ledger).toEqual([{ votes: 750 }, { votes: -750 }]);
    expect(settled.audits).toEqual([
      { actor: 'system', summary: expect.stringContaining("'in_progress' -> 'requested'") },
      { actor: 'system', summary: expect.stringContaining("'requested' -> 'success'") },
    ]);

    await reconcile();
    await reconcile();
    expect(await snapshot(txnid, id)).toEqual(settled);
  });

  test('when a refund is QUEUED at first, then a reconciliation run asks again and records success', async () => {
    const id = await newCandidate('Riya Malhotra', 10);
    const { txnid, mihpayid } = await paidVote(id);
    await scriptRefund(mihpayid, ['QUEUED', 'success']);

    expect((await refund(txnid)).body).toMatchObject({ gatewayStatus: 'queued' });
    expect((await payment(txnid)).refund_status).toBe('queued');

    const counts = await reconcile();

    expect((await payment(txnid)).refund_status).toBe('success');
    expect(counts).toMatchObject({ refundsChecked: expect.any(Number), refundsFinal: expect.any(Number) });
    expect(await voteCount(id)).toBe(10);
  });

  test('when two reconciliation runs race over a pending refund, then its final state is recorded once', async () => {
    const id = await newCandidate('Sana Khan', 0);
    const { txnid, mihpayid } = await paidVote(id);
    await scriptRefund(mihpayid, ['REQUESTED', 'success']);
    expect((await refund(txnid)).body).toMatchObject({ gatewayStatus: 'requested' });

    await Promise.all([reconcile(), reconcile(), reconcile()]);

    expect((await payment(txnid)).refund_status).toBe('success');
    expect(await statusAudits(txnid)).toEqual([{ actor: 'system', summary: expect.stringContaining("'requested' -> 'success'") }]);
    expect(await ledger(txnid)).toEqual([{ votes: 750 }, { votes: -750 }]);
  });

  test('when the bank fails a refund, then failure is recorded once and the refund is asked about no more', async () => {
    const id = await newCandidate('Meera Nair', 0);
    const { txnid, mihpayid } = await paidVote(id);
    await scriptRefund(mihpayid, ['IN PROGRESS', 'failure']);
    expect((await refund(txnid)).body).toMatchObject({ gatewayStatus: 'in_progress' });

    await reconcile();
    const failed = await snapshot(txnid, id);
    expect(failed.payment.refund_status).toBe('failure');
    // Now the sandbox would say success; a final state is never asked about again.
    await scriptRefund(mihpayid, ['success']);
    await reconcile();
    expect(await snapshot(txnid, id)).toEqual(failed);
  });

  test('when the reconciler runs on its schedule, then a pending refund moves to its final state without anyone asking', async () => {
    const id = await newCandidate('Zoya Khan', 0);
    const { txnid, mihpayid } = await paidVote(id);
    await scriptRefund(mihpayid, ['IN PROGRESS', 'success']);
    expect((await refund(txnid)).body).toMatchObject({ gatewayStatus: 'in_progress' });
    // The app's own service, with the gateway talking to the sandbox over HTTP as it would to PayU.
    const payments = paymentService({
      db: ctx.database.db,
      gateway: createPayuGateway({
        key: ctx.config.PAYU_KEY,
        salt: ctx.config.PAYU_SALT,
        checkoutUrl: `${baseUrl}/sandbox/payu/_payment`,
        verifyUrl: `${baseUrl}/sandbox/payu/merchant/postservice`,
        postForm: httpPostForm,
      }),
      logger: createLogger('silent'),
      config: { publicUrl: PUBLIC_URL },
    });

    const stop = startReconciler(payments, 50, createLogger('silent'));
    try {
      await until(async () => (await payment(txnid)).refund_status === 'success', 10_000);
    } finally {
      stop();
    }
    expect(await statusAudits(txnid)).toHaveLength(1);
  });
});
