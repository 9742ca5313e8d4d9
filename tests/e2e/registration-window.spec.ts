import { SEASON_MSG } from '@pageant/common/content/season-rules';
import { expect, test, type APIRequestContext, workerBaseURL } from './fixtures';
import { adminRequest } from './pages/event-switch';

const DAY = 86_400_000;
const at = (ms: number) => new Date(Math.floor((Date.now() + ms) / 60_000) * 60_000).toISOString();
const calendar = (opensAt: string | null, closesAt: string | null) => ({
  finale: { at: at(70 * DAY), venue: 'Mumbai' },
  registration: { opensAt, closesAt },
  auditions: [],
});
const NO_SEASON = { finale: { at: null, venue: null }, registration: { opensAt: null, closesAt: null }, auditions: [] };
// React writes an apostrophe-free sentence as it is; only these need escaping in the HTML.
const inHtml = (text: string) => text.replace(/&/g, '&amp;');

test.describe.configure({ mode: 'serial' });

test.describe('registration follows the season calendar (issue #32)', () => {
  let admin: APIRequestContext;

  test.beforeAll(async ({ playwright }, testInfo) => {
    admin = await adminRequest(playwright, workerBaseURL(testInfo));
  });

  test.afterAll(async () => {
    // The other specs expect registration open and no calendar set.
    await admin.put('/api/admin/season', { data: NO_SEASON });
    await admin.dispose();
  });

  test('the first HTML says how long registration stays open above Pay Now, and once it has closed, the closing sentence and no Pay Now', async ({
    request,
  }) => {
    const closesAt = at(10 * DAY + 3_600_000);
    expect((await admin.put('/api/admin/season', { data: calendar(at(-DAY), closesAt) })).ok()).toBeTruthy();
    const open = await (await request.get('/registration')).text();
    const closesIn = SEASON_MSG.registrationClosesIn(closesAt, Date.now());
    expect(open).toContain(inHtml(closesIn));
    expect(open.indexOf(closesIn)).toBeLessThan(open.indexOf('Pay Now'));

    const closedAt = at(-DAY);
    expect((await admin.put('/api/admin/season', { data: calendar(at(-30 * DAY), closedAt) })).ok()).toBeTruthy();
    const closed = await (await request.get('/registration')).text();
    expect(closed).toContain(inHtml(SEASON_MSG.registrationClosed(closedAt)));
    expect(closed).not.toContain('Pay Now');
    const refused = await request.post('/api/payment/registration', {
      data: {
        fullName: 'Asha Rao',
        age: '24',
        email: 'asha.window@example.com',
        education: 'B.Com',
        category: 'Miss',
        contactNumber: '+91 98765 43210',
        whatsappNumber: '+91 98765 43210',
        agreeToTerms: true,
      },
    });
    expect(refused.status()).toBe(409);
    expect(await refused.json()).toMatchObject({ code: 'REGISTRATION_CLOSED', message: SEASON_MSG.registrationClosed(closedAt) });
  });
});
