import request from 'supertest';
import { SEASON_MSG, type Season } from '@pageant/common/content/season';
import { PUBLIC_URL, adminTestContext, dbRows, type AdminAgent, type TestContext } from './helpers/app';
import { registrationForm } from './helpers/payments';

let ctx: TestContext;
let admin: AdminAgent;

beforeAll(async () => {
  ({ ctx, admin } = await adminTestContext());
});
afterAll(async () => {
  await ctx.close();
});

const DAY = 86_400_000;
const at = (msFromNow: number) => new Date(Date.now() + msFromNow).toISOString();

async function setWindow(opensAt: string | null, closesAt: string | null) {
  const calendar: Season = { finale: { at: at(90 * DAY), venue: 'Mumbai' }, registration: { opensAt, closesAt }, auditions: [] };
  const res = await admin.put('/api/admin/season').set('Origin', PUBLIC_URL).send(calendar);
  expect(res.status).toBe(200);
}

const register = (over: Record<string, unknown> = {}) =>
  request(ctx.app).post('/api/payment/registration').set('Origin', PUBLIC_URL).send(registrationForm(over));
const counts = async () => (await dbRows(ctx, 'SELECT (SELECT count(*) FROM registrations) AS r, (SELECT count(*) FROM payments) AS p'))[0];

describe('POST /api/payment/registration and the season calendar', () => {
  test('when the admin has set no calendar, then registration is not limited by dates', async () => {
    const res = await register();
    expect(res.status).toBe(200);
    expect(res.body.payuData).toBeDefined();
  });

  test('when registration has not opened yet, then 409 with the opening date, in rupees and dollars, and nothing is created', async () => {
    const opensAt = at(3 * DAY);
    await setWindow(opensAt, at(20 * DAY));
    const before = await counts();
    for (const currency of ['INR', 'USD']) {
      const res = await register({ currency });
      expect(res.status).toBe(409);
      const message = SEASON_MSG.registrationNotOpen(opensAt);
      expect(res.body).toEqual({ success: false, message, error: message, code: 'REGISTRATION_NOT_OPEN' });
    }
    expect(await counts()).toEqual(before);
  });

  test('when registration has closed, then 409 with the closing date, in rupees and dollars, and nothing is created', async () => {
    const closesAt = at(-DAY);
    await setWindow(at(-30 * DAY), closesAt);
    const before = await counts();
    for (const currency of ['INR', 'USD']) {
      const res = await register({ currency });
      expect(res.status).toBe(409);
      const message = SEASON_MSG.registrationClosed(closesAt);
      expect(res.body).toEqual({ success: false, message, error: message, code: 'REGISTRATION_CLOSED' });
    }
    expect(await counts()).toEqual(before);
  });

  test('when the deadline has just passed (no opening date), then it is closed', async () => {
    const closesAt = at(-1000);
    await setWindow(null, closesAt);
    const res = await register();
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(SEASON_MSG.registrationClosed(closesAt));
  });

  test('when now is inside the window, then the registration and its payment are created', async () => {
    await setWindow(at(-DAY), at(20 * DAY));
    const before = await counts();
    const res = await register();
    expect(res.status).toBe(200);
    expect(res.body.payuData).toMatchObject({ udf1: 'registration' });
    expect(await counts()).toEqual({ r: String(Number(before.r) + 1), p: String(Number(before.p) + 1) });
  });

  test('when the admin clears the dates again, then registration is open again', async () => {
    await setWindow(at(-30 * DAY), at(-DAY));
    expect((await register()).status).toBe(409);
    await setWindow(null, null);
    expect((await register()).status).toBe(200);
  });
});
