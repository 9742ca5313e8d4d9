import request from 'supertest';
import { PUBLIC_URL, type AdminAgent, type TestContext } from './app';
import { sandboxForms } from './payments';

type PaymentData = Record<string, string>;

/** POST /api/vote/initiate for one vote (₹100) with the cockpit's fields; the answer as is. */
export const initiateCampaignVote = (ctx: TestContext, candidateId: string, extra: Record<string, unknown> = {}, votes = 1) =>
  request(ctx.app)
    .post('/api/vote/initiate')
    .send({ candidateId, votes, amount: votes * 100, voterEmail: 'fan@example.net', ...extra });

/** Pays on the PayU sandbox's checkout page as a browser does (so the sandbox can refund it later), back to our callback. */
export async function payOnSandbox(ctx: TestContext, data: PaymentData): Promise<string> {
  const page = await request(ctx.app).post('/sandbox/payu/_payment').type('form').send(data);
  expect(page.status).toBe(200);
  const form = sandboxForms(page.text)['Simulate success']!;
  expect((await request(ctx.app).post(form.action).type('form').send(form.fields)).status).toBe(307);
  const back = await request(ctx.app).post('/api/payment/callback').type('form').send(form.fields);
  expect(back.status).toBe(303);
  return data.txnid!;
}

/** A vote initiated with these fields and paid through the sandbox: its txnid. */
export async function paidCampaignVote(ctx: TestContext, candidateId: string, extra: Record<string, unknown> = {}, votes = 1) {
  const res = await initiateCampaignVote(ctx, candidateId, extra, votes);
  if (res.status !== 200) throw new Error(`vote initiate failed: ${res.status} ${JSON.stringify(res.body)}`);
  return payOnSandbox(ctx, res.body.paymentData as PaymentData);
}

/** The admin refunds a paid vote (the sandbox confirms at once). */
export async function refundVote(admin: AdminAgent, txnid: string) {
  const res = await admin
    .post(`/api/admin/payments/${encodeURIComponent(txnid)}/refund`)
    .set('Origin', PUBLIC_URL)
    .send({ reason: 'Voter asked for her money back' });
  expect(res.status).toBe(200);
}
