import request from 'supertest';
import { seasonSchema, type Season } from '@pageant/common/content/season';
import { registrationWindow } from '@pageant/common/content/season-rules';
import { seedSeason } from '../src/seed/season';
import { PUBLIC_URL, adminAgent, createTestContext, dbRows, type TestContext } from './helpers/app';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const DAY = 86_400_000;
const season = async () => (await request(ctx.app).get('/api/season')).body as Season;

describe('the demo seed and the season calendar', () => {
  test('when no calendar is set, then a Season 10 calendar around now: registration open for about three weeks, the finale in Mumbai about ten weeks ahead, auditions in order', async () => {
    const now = Date.now();
    expect(await seedSeason(ctx.database.db, now)).toBe(true);
    const s = await season();
    expect(seasonSchema.safeParse(s).success).toBe(true);
    const w = registrationWindow(s, now);
    expect(w.state).toBe('open');
    const closesIn = (Date.parse(s.registration.closesAt!) - now) / DAY;
    expect(closesIn).toBeGreaterThanOrEqual(18);
    expect(closesIn).toBeLessThanOrEqual(24);
    const finaleIn = (Date.parse(s.finale.at!) - now) / DAY;
    expect(finaleIn).toBeGreaterThanOrEqual(63);
    expect(finaleIn).toBeLessThanOrEqual(77);
    expect(s.finale.venue).toBe('Mumbai');
    expect(s.auditions.length).toBeGreaterThanOrEqual(3);
    expect(s.auditions.length).toBeLessThanOrEqual(4);
    // Auditions fall between the deadline and the finale.
    for (const a of s.auditions) {
      expect(Date.parse(a.at)).toBeGreaterThan(Date.parse(s.registration.closesAt!));
      expect(Date.parse(a.at)).toBeLessThan(Date.parse(s.finale.at!));
    }
    // And registration takes payments.
    const reg = await request(ctx.app).post('/api/payment/registration').set('Origin', PUBLIC_URL).send({
      fullName: 'Asha Rao',
      age: '24',
      email: 'asha.seed@example.com',
      education: 'B.Com',
      category: 'Miss',
      contactNumber: '+91 98765 43210',
      whatsappNumber: '+91 98765 43210',
      agreeToTerms: true,
    });
    expect(reg.status).toBe(200);
  });

  test('when the admin has set a calendar, then the seed leaves it alone', async () => {
    const admin = await adminAgent(ctx);
    const mine: Season = {
      finale: { at: '2027-03-01T13:30:00.000Z', venue: 'Jaipur' },
      registration: { opensAt: null, closesAt: null },
      auditions: [],
    };
    expect((await admin.put('/api/admin/season').set('Origin', PUBLIC_URL).send(mine)).status).toBe(200);
    expect(await seedSeason(ctx.database.db, Date.now())).toBe(false);
    expect(await season()).toEqual(mine);
    expect(await dbRows(ctx, 'SELECT 1 FROM season_calendar')).toHaveLength(1);
  });
});
