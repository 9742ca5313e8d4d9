// Over 350 lines: refunds for each purpose and each gateway answer, with the exactly-once checks, over one sandbox.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type http from 'node:http';
import request from 'supertest';
import { REFUND_MSG } from '@pageant/common/content/refunds';
import { createPayuGateway } from '../src/payments/payu';
import { SANDBOX_KEY, SANDBOX_SALT, createSandbox } from '../src/payments/sandbox';
import { PUBLIC_URL, adminAgent, createTestContext, type TestContext, dbRows, setEventActive } from './helpers/app';
import { until } from './helpers/finale';
import { listenWithRealtime, type ListeningApp } from './helpers/listening';
import { gatewayResponse, initiateDonation, postCallback, sandboxForms } from './helpers/payments';

let ctx: TestContext;
let server: http.Server;
let listening: ListeningApp;
let admin: Awaited<ReturnType<typeof adminAgent>>;

beforeAll(async () => {
  ctx = await createTestContext();
  listening = await listenWithRealtime(ctx);
  server = listening.server;
  await setEventActive(ctx);
  admin = await adminAgent(ctx);
});
afterAll(async () => {
  await listening.close();
  await ctx.close();
});

type PaymentData = Record<string, string>;
const q = (sql: string, params: unknown[] = []) => dbRows(ctx, sql, params);
const voteCount = async (id: string) => (await q('SELECT vote_count FROM candidates WHERE id = $1', [id]))[0]?.vote_count as number;
const ledger = (txnid: string) =>
  q(
    'SELECT v.candidate_id, v.candidate_name, v.votes, v.amount FROM votes v JOIN payments p ON p.id = v.payment_id WHERE p.txnid = $1 ORDER BY v.votes DESC',
    [txnid],
  );
const payment = async (txnid: string) => (await q('SELECT * FROM payments WHERE txnid = $1', [txnid]))[0];
const audits = (txnid: string) => q(`SELECT actor, action, target, summary FROM audit_log WHERE target = $1 ORDER BY seq`, [txnid]);

async function newCandidate(name: string, votes = 0): Promise<string> {
  const [row] = await q(`INSERT INTO candidates (name, image_url, vote_count) VALUES ($1, '/uploads/images/c.webp', $2) RETURNING id`, [
    name,
    votes,
  ]);
  return row.id as string;
}

async function initiateVote(candidateId: string, votes = 750, amount = 37_500): Promise<PaymentData> {
  const res = await request(server).post('/api/vote/initiate').send({ candidateId, votes, amount, voterEmail: 'voter@example.net' });
  if (res.status !== 200) throw new Error(`vote initiate failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.paymentData as PaymentData;
}

/** Pays on the sandbox checkout (so the sandbox knows the payment and can refund it) and returns to our callback. */
async function payThroughSandbox(data: PaymentData): Promise<PaymentData> {
  const page = await request(server).post('/sandbox/payu/_payment').type('form').send(data);
  const success = sandboxForms(page.text)['Simulate success']!;
  await request(server).post(success.action).type('form').send(success.fields);
  await postCallback(ctx, success.fields);
  return success.fields;
}

const refund = (txnid: string, reason: unknown = 'Voter asked for her money back') =>
  admin
    .post(`/api/admin/payments/${encodeURIComponent(txnid)}/refund`)
    .set('Origin', PUBLIC_URL)
    .send({ reason });

/** The outbox mails (quoted-printable decoded) that name this txnid. */
function outboxMentions(txnid: string): string[] {
  let files: string[];
  try {
    files = readdirSync(ctx.config.outboxDir).filter((f) => f.endsWith('.eml'));
  } catch {
    return [];
  }
  return files.map((f) => readFileSync(path.join(ctx.config.outboxDir, f), 'utf8').replace(/=\r?\n/g, '')).filter((m) => m.includes(txnid));
}

describe('POST /api/admin/payments/:txnid/refund, vote payments', () => {
  test('when a confirmed vote payment is refunded, then her count goes down by its votes, the ledger gets a negative row, and the audit log says who and why', async () => {
    const id = await newCandidate('Ananya Sharma', 100);
    const data = await initiateVote(id);
    await payThroughSandbox(data);
    expect(await voteCount(id)).toBe(850);

    const res = await refund(data.txnid!);

    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      message: REFUND_MSG.refunded,
      txnid: data.txnid,
      status: 'refunded',
      gatewayStatus: 'success',
    });
    expect(await voteCount(id)).toBe(100);
    expect(await ledger(data.txnid!)).toEqual([
      { candidate_id: id, candidate_name: 'Ananya Sharma', votes: 750, amount: '37500.00' },
      { candidate_id: id, candidate_name: 'Ananya Sharma', votes: -750, amount: '-37500.00' },
    ]);
    const row = await payment(data.txnid!);
    expect(row).toMatchObject({ status: 'refunded', refund_reason: 'Voter asked for her money back', refund_status: 'success' });
    expect(row.refunded_at).toBeInstanceOf(Date);
    expect(row.refund_request_id).toMatch(/^\d+$/);
    expect(await audits(data.txnid!)).toEqual([
      {
        actor: 'admin',
        action: 'payments.refund',
        target: data.txnid,
        summary: expect.stringContaining("reason: 'Voter asked for her money back'"),
      },
    ]);
    // The receipt tells the voter it was refunded.
    const receipt = await request(server).get(`/api/payments/${data.txnid}/receipt`);
    expect(receipt.body).toMatchObject({ status: 'refunded', refundedAt: expect.any(String), description: '750 votes for Ananya Sharma' });
    // The admin ledger nets the refund out (this is the file's first payment): no votes, no payment, both rows listed.
    const totals = await admin.get('/api/votes/ledger?page=1&limit=50');
    expect(totals.body).toMatchObject({ totalVotes: 0, totalRevenue: '0.00', totalPayments: 0, totalPages: 1 });
    expect(totals.body.entries.map((e: { votes: number }) => e.votes).sort()).toEqual([-750, 750]);
  });

  test('when a vote refund commits, then connected clients receive vote:update with the lowered count', async () => {
    const id = await newCandidate('Riya Malhotra', 40);
    const data = await initiateVote(id, 1000, 30_000);
    await payThroughSandbox(data);
    const socket = await listening.connectSocket();
    const updates: { candidateId: string; voteCount: number }[] = [];
    socket.on('vote:update', (u: { candidateId: string; voteCount: number }) => updates.push(u));

    expect((await refund(data.txnid!)).status).toBe(200);

    // The credit's own update may still be in flight (updates are coalesced): the last word is the refund's.
    await until(async () => updates.some((u) => u.candidateId === id && u.voteCount === 40));
    const mine = updates.filter((u) => u.candidateId === id);
    expect(mine.at(-1)).toEqual({ candidateId: id, name: 'Riya Malhotra', voteCount: 40, seq: expect.any(Number) });
    // The refund moves her count's seq on, as a credit does, so no page keeps the older, higher count.
    const [row] = await q('SELECT vote_seq FROM candidates WHERE id = $1', [id]);
    expect((mine.at(-1) as { seq?: number }).seq).toBe(Number(row.vote_seq));
  });

  test('when the payment is refunded a second time, then 409 and nothing changes', async () => {
    const id = await newCandidate('Diya Nair', 10);
    const data = await initiateVote(id);
    await payThroughSandbox(data);
    expect((await refund(data.txnid!)).status).toBe(200);
    const after = await payment(data.txnid!);

    const again = await refund(data.txnid!, 'Twice by mistake');

    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ success: false, message: REFUND_MSG.alreadyRefunded, code: 'ALREADY_REFUNDED' });
    expect(await payment(data.txnid!)).toEqual(after);
    expect(await voteCount(id)).toBe(10);
    expect(await ledger(data.txnid!)).toHaveLength(2);
    expect(await audits(data.txnid!)).toHaveLength(1);
  });

  test('when two admins refund the same payment at the same moment, then exactly one refund happens and the other gets 409', async () => {
    const id = await newCandidate('Tara Bose', 5);
    const data = await initiateVote(id, 2000, 40_000);
    await payThroughSandbox(data);
    const second = await adminAgent(ctx);

    const answers = await Promise.all([
      refund(data.txnid!, 'first'),
      second.post(`/api/admin/payments/${data.txnid}/refund`).set('Origin', PUBLIC_URL).send({ reason: 'second' }),
    ]);

    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await voteCount(id)).toBe(5);
    expect((await ledger(data.txnid!)).map((l) => l.votes)).toEqual([2000, -2000]);
    expect(await audits(data.txnid!)).toHaveLength(1);
  });

  test('when the gateway refuses the refund, then the admin reads its reason and nothing changes', async () => {
    const id = await newCandidate('Ishita Rao', 7);
    const data = await initiateVote(id);
    // Confirmed with a PayU id the gateway does not know: PayU answers "Invalid PayU ID".
    await postCallback(ctx, gatewayResponse(ctx, data, 'success', { mihpayid: '999000111' }));
    const before = await payment(data.txnid!);

    const res = await refund(data.txnid!);

    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ success: false, code: 'REFUND_REFUSED', message: `${REFUND_MSG.gatewayRefused}: Invalid PayU ID.` });
    expect(await payment(data.txnid!)).toEqual(before);
    expect(await voteCount(id)).toBe(757);
    expect(await ledger(data.txnid!)).toHaveLength(1);
    expect(await audits(data.txnid!)).toEqual([]);
  });

  test('when the payment is not successful, then 409; an unknown txnid, 404; both change nothing', async () => {
    const id = await newCandidate('Pooja Das');
    const failed = await initiateVote(id);
    await postCallback(ctx, gatewayResponse(ctx, failed, 'failure'));
    const open = await initiateVote(id);

    for (const txnid of [failed.txnid!, open.txnid!]) {
      const res = await refund(txnid);
      expect(res.status).toBe(409);
      expect(res.body).toMatchObject({ message: REFUND_MSG.notRefundable, code: 'NOT_REFUNDABLE' });
    }
    expect((await payment(failed.txnid!)).status).toBe('failure');
    expect((await payment(open.txnid!)).status).toBe('initiated');
    for (const txnid of ['T0000000000000000000000', 'not a txnid']) {
      const res = await refund(txnid);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ success: false, message: REFUND_MSG.notFound });
    }
  });

  test('when the reason is missing, blank or too long, then 400 with its message; without a session, 401', async () => {
    const id = await newCandidate('Rhea Sen', 3);
    const data = await initiateVote(id);
    await payThroughSandbox(data);

    const missing = await admin.post(`/api/admin/payments/${data.txnid}/refund`).set('Origin', PUBLIC_URL).send({});
    expect(missing.status).toBe(400);
    expect(missing.body).toMatchObject({ success: false, message: REFUND_MSG.reasonRequired });
    expect((await refund(data.txnid!, '   ')).status).toBe(400);
    expect((await refund(data.txnid!, 'x'.repeat(501))).body).toMatchObject({ message: REFUND_MSG.reasonTooLong });
    const anonymous = await request(server).post(`/api/admin/payments/${data.txnid}/refund`).send({ reason: 'no' });
    expect(anonymous.status).toBe(401);
    expect((await payment(data.txnid!)).status).toBe('success');
    expect(await voteCount(id)).toBe(753);
  });
});

describe('automatic refund', () => {
  test('when a paid vote confirms after its contestant was deleted, then it is refunded without anyone asking and the ledger nets to zero', async () => {
    const id = await newCandidate('Gone Contestant', 0);
    const data = await initiateVote(id);
    const page = await request(server).post('/sandbox/payu/_payment').type('form').send(data);
    const success = sandboxForms(page.text)['Simulate success']!;
    await request(server).post(success.action).type('form').send(success.fields);
    await q('DELETE FROM candidates WHERE id = $1', [id]);

    await postCallback(ctx, success.fields);

    await until(async () => (await payment(data.txnid!)).status === 'refunded');
    const row = await payment(data.txnid!);
    expect(row.refund_reason).toBe(REFUND_MSG.contestantDeleted);
    expect((await ledger(data.txnid!)).map((l) => [l.candidate_id, l.votes, l.amount])).toEqual([
      [null, 750, '37500.00'],
      [null, -750, '-37500.00'],
    ]);
    expect(await audits(data.txnid!)).toEqual([
      expect.objectContaining({ actor: 'system', action: 'payments.refund', target: data.txnid }),
    ]);
    // No "your votes have been counted" mail for votes nobody could receive.
    await new Promise((r) => setTimeout(r, 200));
    expect(outboxMentions(data.txnid!)).toEqual([]);
  });
});

describe('registration and donation refunds', () => {
  test('when a registration fee is refunded, then the registration is marked refunded and its e-mail may register again', async () => {
    const email = `kavya.${Date.now()}@example.com`;
    const body = {
      fullName: 'Kavya Menon',
      age: '29',
      email,
      education: 'B.Arch',
      category: 'Mrs',
      contactNumber: '+91 98200 11223',
      whatsappNumber: '+91 98200 11223',
      agreeToTerms: true,
    };
    const res = await request(server).post('/api/payment/registration').send(body);
    const data = res.body.payuData as PaymentData;
    await payThroughSandbox(data);
    expect((await request(server).post('/api/payment/registration').send(body)).status).toBe(409);

    expect((await refund(data.txnid!, 'Withdrew before the deadline')).status).toBe(200);

    const [reg] = await q('SELECT payment_status, refunded_at FROM registrations WHERE id::text = $1', [data.udf2]);
    expect(reg.payment_status).toBe('refunded');
    expect(reg.refunded_at).toBeInstanceOf(Date);
    expect((await request(server).post('/api/payment/registration').send(body)).status).toBe(200);
  });

  test('when a donation is refunded, then the donation is marked refunded and its payment too', async () => {
    const { paymentData } = await initiateDonation(ctx, { amount: 2500, mode: 'once' });
    await payThroughSandbox(paymentData);

    expect((await refund(paymentData.txnid!, 'Donor gave twice by mistake')).status).toBe(200);

    const [d] = await q('SELECT d.refunded_at FROM donations d JOIN payments p ON p.id = d.payment_id WHERE p.txnid = $1', [
      paymentData.txnid,
    ]);
    expect(d.refunded_at).toBeInstanceOf(Date);
    expect((await payment(paymentData.txnid!)).status).toBe('refunded');
  });
});

describe('PayU refund commands and their hashes', () => {
  const sha512 = (s: string) => createHash('sha512').update(s).digest('hex');

  test("when our PayU client asks for a refund and its status, then each form is signed key|command|var1|salt and carries PayU's vars", async () => {
    const sent: Record<string, string>[] = [];
    const gateway = createPayuGateway({
      key: 'K1',
      salt: 'S1',
      checkoutUrl: 'https://test.payu.in/_payment',
      verifyUrl: 'https://test.payu.in/merchant/postservice.php?form=2',
      postForm: async (_url, form) => {
        sent.push(form);
        return form.command === 'cancel_refund_transaction'
          ? { status: 1, msg: 'Refund Request Queued', request_id: '131278422' }
          : { status: 1, transaction_details: { '131278422': { '131278422': { status: 'queued' } } } };
      },
    });

    const answer = await gateway.refund({ mihpayid: '403993715521937565', tokenId: 'Rabc', amount: '750.00' });
    const state = await gateway.refundStatus('131278422');

    expect(answer).toMatchObject({ accepted: true, requestId: '131278422', message: 'Refund Request Queued' });
    expect(state.status).toBe('queued');
    expect(sent).toEqual([
      {
        key: 'K1',
        command: 'cancel_refund_transaction',
        var1: '403993715521937565',
        var2: 'Rabc',
        var3: '750.00',
        hash: sha512('K1|cancel_refund_transaction|403993715521937565|S1'),
      },
      { key: 'K1', command: 'check_action_status', var1: '131278422', hash: sha512('K1|check_action_status|131278422|S1') },
    ]);
  });

  test("when the sandbox gets refund commands, then it checks the hash like PayU, refuses what PayU refuses, and answers in PayU's shapes", () => {
    const sandbox = createSandbox();
    const sign = (command: string, var1: string) => sha512(`${SANDBOX_KEY}|${command}|${var1}|${SANDBOX_SALT}`);
    const cmd = (command: string, vars: Record<string, string>, hash = sign(command, vars.var1 ?? '')) =>
      sandbox.postservice({ key: SANDBOX_KEY, command, ...vars, hash });

    // A forged hash and an unknown PayU id are refused with PayU's status 0.
    expect(cmd('cancel_refund_transaction', { var1: '1', var2: 'T1', var3: '1.00' }, 'f'.repeat(128))).toEqual({
      status: 0,
      msg: 'Invalid Hash.',
    });
    expect(cmd('cancel_refund_transaction', { var1: '1', var2: 'T1', var3: '1.00' })).toMatchObject({ status: 0, msg: 'Invalid PayU ID.' });
    expect(cmd('check_action_status', { var1: '42' })).toMatchObject({ status: 0 });
  });

  test('when a sandbox payment is refunded twice with the same token or for more than was paid, then the sandbox refuses', async () => {
    const id = await newCandidate('Sana Khan');
    const data = await initiateVote(id);
    const fields = await payThroughSandbox(data);
    const sandboxAnswer = async (vars: Record<string, string>) => {
      const res = await request(server)
        .post('/sandbox/payu/merchant/postservice')
        .type('form')
        .send({
          key: SANDBOX_KEY,
          command: 'cancel_refund_transaction',
          ...vars,
          hash: sha512(`${SANDBOX_KEY}|cancel_refund_transaction|${vars.var1}|${SANDBOX_SALT}`),
        });
      return res.body as Record<string, unknown>;
    };

    expect(await sandboxAnswer({ var1: fields.mihpayid!, var2: 'tok-1', var3: '40000.00' })).toMatchObject({
      status: 0,
      msg: 'Refund amount exceeds the captured amount.',
    });
    const queued = await sandboxAnswer({ var1: fields.mihpayid!, var2: 'tok-1', var3: '100.00' });
    expect(queued).toMatchObject({
      status: 1,
      msg: 'Refund Request Queued',
      request_id: expect.stringMatching(/^\d+$/),
      mihpayid: fields.mihpayid,
    });
    expect(await sandboxAnswer({ var1: fields.mihpayid!, var2: 'tok-1', var3: '100.00' })).toMatchObject({
      status: 0,
      msg: 'Token already used.',
    });
    const status = await request(server)
      .post('/sandbox/payu/merchant/postservice')
      .type('form')
      .send({
        key: SANDBOX_KEY,
        command: 'check_action_status',
        var1: String(queued.request_id),
        hash: sha512(`${SANDBOX_KEY}|check_action_status|${String(queued.request_id)}|${SANDBOX_SALT}`),
      });
    const requestId = String(queued.request_id);
    expect(status.body.transaction_details[requestId][requestId]).toMatchObject({
      action: 'refund',
      amt: '100.00',
      status: 'success',
      token: 'tok-1',
    });
  });
});
