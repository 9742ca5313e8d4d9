// Issues #30 and #33: her cockpit shows her charity drive and the first names of donors who chose to be shown.
import request from 'supertest';
import { adminTestContext, type AdminAgent, type TestContext } from './helpers/app';
import { contestantCookie, contestantOnVotingPage, paidRegistration } from './helpers/contestant';
import { sandboxForms } from './helpers/payments';

let ctx: TestContext;
let admin: AdminAgent;
beforeAll(async () => ({ ctx, admin } = await adminTestContext()));
afterAll(() => ctx.close());

/** A rupee gift for her drive, paid on the PayU sandbox and brought back to our callback. */
async function giftFor(candidateId: string, donorName: string, showName: boolean, amount = 1000) {
  const res = await request(ctx.app)
    .post('/api/donation/initiate')
    .send({ mode: 'once', amount, candidateId, showName, donorName, donorEmail: `${donorName.split(' ')[0]!.toLowerCase()}@example.com` });
  expect(res.status).toBe(200);
  const page = await request(ctx.app).post('/sandbox/payu/_payment').type('form').send(res.body.paymentData);
  const success = sandboxForms(page.text)['Simulate success']!;
  expect((await request(ctx.app).post('/api/payment/callback').type('form').send(success.fields)).status).toBe(303);
}

const mine = (cookie: string) => request(ctx.app).get('/api/me/fundraising').set('Cookie', cookie);

describe('GET /api/me/fundraising', () => {
  test('without her session, then 401', async () => {
    expect((await request(ctx.app).get('/api/me/fundraising')).status).toBe(401);
  });

  test('when two gifts are paid for her drive, one donor shown and one not, then she sees both amounts and only the shown first name; another contestant sees her own', async () => {
    const asha = await contestantOnVotingPage(ctx, admin, { fullName: 'Asha Rao', email: 'asha.rao@example.com' });
    const other = await contestantOnVotingPage(ctx, admin, { fullName: 'Leela Nair', email: 'leela.nair@example.com' });
    await giftFor(asha.candidateId, 'Priya Sharma', true, 1500);
    await giftFor(asha.candidateId, 'Hidden Donor', false, 500);

    const res = await mine(await contestantCookie(ctx, asha.registrationId));
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body.fundraising).toMatchObject({ raised: { INR: 2000, USD: 0 }, donors: 2, donorNames: ['Priya'] });
    expect(JSON.stringify(res.body)).not.toMatch(/example\.com|Sharma|Hidden/);

    const theirs = await mine(await contestantCookie(ctx, other.registrationId));
    expect(theirs.body.fundraising).toMatchObject({ raised: { INR: 0, USD: 0 }, donors: 0, donorNames: [] });
  });

  test('before she is on the voting page, then fundraising is null', async () => {
    const reg = await paidRegistration(ctx, { email: 'early.bird@example.com' });
    const res = await mine(await contestantCookie(ctx, reg.id));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ fundraising: null });
  });
});
