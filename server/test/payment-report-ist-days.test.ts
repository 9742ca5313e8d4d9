import { adminAgent, createTestContext, dbRows, type TestContext } from './helpers/app';
import { gatewayResponse, initiateDonation, postCallback } from './helpers/payments';

/**
 * Issue #32: the admin reads every payment time in IST, so the report's day filters are IST days.
 * Read as UTC days, a payment made at half past midnight in Mumbai would be filed under the day before.
 */

let ctx: TestContext;
beforeAll(async () => (ctx = await createTestContext()));
afterAll(() => ctx.close());

async function paidDonationAt(createdAt: string): Promise<string> {
  const { paymentData } = await initiateDonation(ctx, { amount: 1000, mode: 'once' });
  expect((await postCallback(ctx, gatewayResponse(ctx, paymentData, 'success'))).status).toBe(303);
  await dbRows(ctx, 'UPDATE payments SET created_at = $2, settled_at = $2 WHERE txnid = $1', [paymentData.txnid, createdAt]);
  return paymentData.txnid!;
}

let lateEvening: string;
let afterMidnight: string;
beforeAll(async () => {
  // 23:30 IST on 10 February (18:00 UTC the same day) and 00:30 IST on 11 February (19:00 UTC on the 10th).
  lateEvening = await paidDonationAt('2026-02-10T23:30:00+05:30');
  afterMidnight = await paidDonationAt('2026-02-11T00:30:00+05:30');
});

const txnids = (body: { payments: { txnid: string }[] }) => body.payments.map((p) => p.txnid).sort();

test('when filtered by one day, then it is that IST day: 23:30 IST is in it and 00:30 IST the next day is not', async () => {
  const agent = await adminAgent(ctx);
  const tenth = await agent.get('/api/admin/payments').query({ from: '2026-02-10', to: '2026-02-10' });
  expect(tenth.status).toBe(200);
  expect(txnids(tenth.body)).toEqual([lateEvening]);
  expect(tenth.body.totals).toEqual({ success: { count: 1, amount: '1000.00', byCurrency: { INR: { count: 1, amount: '1000.00' } } } });

  const eleventh = await agent.get('/api/admin/payments').query({ from: '2026-02-11', to: '2026-02-11' });
  expect(txnids(eleventh.body)).toEqual([afterMidnight]);
});

test('when filtered with one open end, then the cut falls at IST midnight', async () => {
  const agent = await adminAgent(ctx);
  const until = await agent.get('/api/admin/payments').query({ to: '2026-02-10' });
  expect(txnids(until.body)).toEqual([lateEvening]);
  const since = await agent.get('/api/admin/payments').query({ from: '2026-02-11', to: '2026-02-28' });
  expect(txnids(since.body)).toEqual([afterMidnight]);
});

test('when the CSV is filtered by an IST day, then it holds the same payments as the list', async () => {
  const agent = await adminAgent(ctx);
  const csv = await agent.get('/api/admin/payments/export.csv').query({ from: '2026-02-11', to: '2026-02-11' });
  expect(csv.status).toBe(200);
  expect(csv.text).toContain(afterMidnight);
  expect(csv.text).not.toContain(lateEvening);
});
