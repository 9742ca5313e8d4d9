import request from 'supertest';
import { EMPTY_SEASON, SEASON_MSG, type Season } from '@pageant/common/content/season';
import { PUBLIC_URL } from './helpers/app';
import { finaleCluster, until, type FinaleCluster, type Instance } from './helpers/finale';

let cluster: FinaleCluster;
let a: Instance;
let b: Instance;
let cookie: string;

beforeAll(async () => {
  cluster = await finaleCluster();
  a = await cluster.start();
  b = await cluster.start();
  cookie = await cluster.adminCookie(a);
});
afterAll(async () => {
  await cluster.close();
});

const season = async (inst: Instance) => {
  const res = await request(inst.url).get('/api/season');
  expect(res.status).toBe(200);
  return res.body as Season;
};
const put = (body: unknown, inst: Instance = a) =>
  request(inst.url)
    .put('/api/admin/season')
    .set('Origin', PUBLIC_URL)
    .set('Cookie', cookie)
    .send(body as object);

const CALENDAR: Season = {
  finale: { at: '2027-02-12T13:30:00.000Z', venue: 'Mumbai' },
  registration: { opensAt: '2026-11-01T00:00:00.000Z', closesAt: '2026-12-20T18:29:59.000Z' },
  auditions: [
    { city: 'Delhi', at: '2027-01-09T05:30:00.000Z' },
    { city: 'Pune', at: '2027-01-16T05:30:00.000Z' },
  ],
};

describe('GET /api/season', () => {
  test('when the admin has set nothing, then the empty calendar, cacheable briefly', async () => {
    const res = await request(a.url).get('/api/season');
    expect(res.status).toBe(200);
    expect(res.body).toEqual(EMPTY_SEASON);
    expect(res.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
  });
});

describe('PUT /api/admin/season', () => {
  test('when there is no admin session, then 401 and nothing is stored', async () => {
    const res = await request(a.url).put('/api/admin/season').set('Origin', PUBLIC_URL).send(CALENDAR);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
    expect((await request(a.url).get('/api/admin/season')).status).toBe(401);
    expect(await cluster.q('SELECT 1 FROM season_calendar')).toHaveLength(0);
  });

  test('when the calendar is not valid, then 400 with the common message and nothing is stored', async () => {
    const withRegistration = (registration: object) => ({ ...CALENDAR, registration: { ...CALENDAR.registration, ...registration } });
    const cases: [unknown, string][] = [
      [{}, SEASON_MSG.bodyRequired],
      [{ ...CALENDAR, auditions: undefined }, SEASON_MSG.bodyRequired],
      [withRegistration({ closesAt: '2026-10-01T00:00:00Z' }), SEASON_MSG.closesBeforeOpens],
      [withRegistration({ closesAt: CALENDAR.registration.opensAt }), SEASON_MSG.closesBeforeOpens],
      [{ ...CALENDAR, finale: { at: '2026-12-01T00:00:00Z', venue: 'Mumbai' } }, SEASON_MSG.finaleBeforeClose],
      [withRegistration({ opensAt: '2026-11-01T00:00:00' }), SEASON_MSG.instantInvalid],
      [withRegistration({ opensAt: 'next Monday' }), SEASON_MSG.instantInvalid],
      [withRegistration({ opensAt: 1793491200000 }), SEASON_MSG.instantInvalid],
      [{ ...CALENDAR, auditions: [{ city: '  ', at: '2027-01-09T05:30:00Z' }] }, SEASON_MSG.cityRequired],
      [{ ...CALENDAR, auditions: [{ at: '2027-01-09T05:30:00Z' }] }, SEASON_MSG.cityRequired],
      [{ ...CALENDAR, auditions: [{ city: 'Delhi' }] }, SEASON_MSG.auditionDateRequired],
      [{ ...CALENDAR, auditions: [...CALENDAR.auditions].reverse() }, SEASON_MSG.auditionsOutOfOrder],
      [{ ...CALENDAR, finale: { ...CALENDAR.finale, venue: 'x'.repeat(161) } }, SEASON_MSG.venueTooLong],
      [{ ...CALENDAR, finale: { ...CALENDAR.finale, venue: 'Mumbai\nATTACH:x' } }, SEASON_MSG.venueInvalid],
    ];
    for (const [body, message] of cases) {
      const res = await put(body);
      expect({ body, status: res.status, answer: res.body }).toMatchObject({
        status: 400,
        answer: { success: false, code: 'VALIDATION_FAILED', message },
      });
    }
    const text = await request(a.url)
      .put('/api/admin/season')
      .set('Origin', PUBLIC_URL)
      .set('Cookie', cookie)
      .set('Content-Type', 'application/json')
      .send('{"finale":');
    expect(text.status).toBe(400);
    expect(await cluster.q('SELECT 1 FROM season_calendar')).toHaveLength(0);
    expect(await season(a)).toEqual(EMPTY_SEASON);
  });

  test('when the admin saves a calendar, then it is the answer, every instance serves it at once, and the audit log names what changed', async () => {
    // B has read (and cached) the empty calendar: only the cross-instance notice can make it exact.
    expect(await season(b)).toEqual(EMPTY_SEASON);
    const res = await put({ ...CALENDAR, finale: { at: '2027-02-12T19:00:00+05:30', venue: '  Mumbai ' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(CALENDAR);
    expect(await season(a)).toEqual(CALENDAR);
    const editor = await request(a.url).get('/api/admin/season').set('Cookie', cookie);
    expect(editor.status).toBe(200);
    expect(editor.headers['cache-control']).toBe('no-store');
    expect(editor.body).toEqual(CALENDAR);
    await until(async () => JSON.stringify(await season(b)) === JSON.stringify(CALENDAR));

    const moved = { ...CALENDAR, finale: { ...CALENDAR.finale, venue: 'Jaipur' }, auditions: CALENDAR.auditions.slice(0, 1) };
    expect((await put(moved, b)).body).toEqual(moved);
    await until(async () => (await season(a)).finale.venue === 'Jaipur');

    const audit = await cluster.q("SELECT actor, action, target, summary FROM audit_log WHERE action = 'season.update' ORDER BY seq");
    expect(audit).toHaveLength(2);
    expect(audit[0]).toMatchObject({ actor: 'admin', target: 'season calendar' });
    expect(audit[0].summary).toContain(`finaleAt: (none) -> '${CALENDAR.finale.at}'`);
    expect(audit[0].summary).toContain("finaleVenue: (none) -> 'Mumbai'");
    expect(audit[0].summary).toContain('registrationClosesAt');
    expect(audit[1].summary).toContain("finaleVenue: 'Mumbai' -> 'Jaipur'");
    expect(audit[1].summary).toContain('auditions');
    expect(audit[1].summary).not.toContain('finaleAt');
  });

  test('when the admin clears the dates, then the calendar answers nulls and no auditions', async () => {
    const cleared = { finale: { at: null, venue: null }, registration: { opensAt: null, closesAt: null }, auditions: [] };
    const res = await put(cleared);
    expect(res.status).toBe(200);
    expect(res.body).toEqual(EMPTY_SEASON);
    await until(async () => JSON.stringify(await season(b)) === JSON.stringify(EMPTY_SEASON));
  });
});
