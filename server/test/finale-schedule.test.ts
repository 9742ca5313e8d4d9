import request from 'supertest';
import { MSG, SCHEDULE_MSG, type EventStatus } from '@pageant/common';
import { PUBLIC_URL } from './helpers/app';
import { finaleCluster, fromNow, record, until, wait, type FinaleCluster, type Instance } from './helpers/finale';
import { NO_SCHEDULE, putSchedule } from './helpers/cluster-votes';

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

const status = async (inst: Instance) => (await request(inst.url).get('/api/event/status')).body as EventStatus;
const put = (body: unknown, inst: Instance = a) => putSchedule(inst, cookie, body);
const patch = (isActive: boolean) =>
  request(a.url).patch('/api/event/status').set('Origin', PUBLIC_URL).set('Cookie', cookie).send({ isActive });
const NONE = NO_SCHEDULE;

describe('PUT /api/event/schedule', () => {
  test('when the body is not a valid schedule, then 400 with a clear message and nothing changes', async () => {
    const before = await status(a);
    const cases: [unknown, string][] = [
      [{ opensAt: '2026-12-05T19:00:00', closesAt: null, hideCountsFrom: null }, SCHEDULE_MSG.instantInvalid],
      [{ opensAt: 'tomorrow', closesAt: null, hideCountsFrom: null }, SCHEDULE_MSG.instantInvalid],
      [{ opensAt: 1795900000000, closesAt: null, hideCountsFrom: null }, SCHEDULE_MSG.instantInvalid],
      [{ opensAt: null, closesAt: null }, SCHEDULE_MSG.bodyRequired],
      [{}, SCHEDULE_MSG.bodyRequired],
      [{ opensAt: '2026-12-05T19:00:00Z', closesAt: '2026-12-05T18:00:00Z', hideCountsFrom: null }, SCHEDULE_MSG.closesBeforeOpens],
      [{ opensAt: '2026-12-05T19:00:00Z', closesAt: '2026-12-05T19:00:00Z', hideCountsFrom: null }, SCHEDULE_MSG.closesBeforeOpens],
    ];
    for (const [body, message] of cases) {
      const res = await put(body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED', message });
    }
    const text = await request(a.url)
      .put('/api/event/schedule')
      .set('Origin', PUBLIC_URL)
      .set('Cookie', cookie)
      .set('Content-Type', 'application/json')
      .send('{"opensAt":');
    expect(text.status).toBe(400);
    expect(await status(a)).toEqual(before);
  });

  test('when there is no admin session, then the schedule and the reveal answer 401 and nothing changes', async () => {
    const before = await status(a);
    const res = await request(a.url)
      .put('/api/event/schedule')
      .set('Origin', PUBLIC_URL)
      .send({ ...NONE, opensAt: fromNow(-1000) });
    expect(res.status).toBe(401);
    expect((await request(a.url).post('/api/event/reveal').set('Origin', PUBLIC_URL)).status).toBe(401);
    expect(await status(a)).toEqual(before);
  });

  test('when a valid schedule is saved, then it is answered in one spelling and every instance reads it', async () => {
    const res = await put({ opensAt: '2026-12-05T19:00:00+05:30', closesAt: '2026-12-05T23:30:00+05:30', hideCountsFrom: null });
    expect(res.status).toBe(200);
    const schedule = { opensAt: '2026-12-05T13:30:00.000Z', closesAt: '2026-12-05T18:00:00.000Z', hideCountsFrom: null, revealedAt: null };
    expect(res.body).toEqual({ success: true, message: SCHEDULE_MSG.scheduleSaved, schedule });
    expect((await status(b)).schedule).toEqual(schedule);
    const cleared = await put(NONE);
    expect(cleared.body).toEqual({ success: true, message: SCHEDULE_MSG.scheduleCleared, schedule: { ...NONE, revealedAt: null } });
  });
});

describe('the voting window', () => {
  test('when opensAt <= now < closesAt, then voting is open, else closed, whatever the switch said before', async () => {
    await patch(false);
    await put({ opensAt: fromNow(-60_000), closesAt: fromNow(60_000), hideCountsFrom: null });
    // The switch set before the window opened ruled only until that boundary.
    await cluster.q("UPDATE event_status SET switch_set_at = now() - interval '2 minutes'");
    expect((await status(a)).isActive).toBe(true);
    await put({ opensAt: fromNow(60_000), closesAt: fromNow(120_000), hideCountsFrom: null });
    expect((await status(b)).isActive).toBe(false);
    await put({ opensAt: fromNow(-120_000), closesAt: fromNow(-60_000), hideCountsFrom: null });
    expect((await status(a)).isActive).toBe(false);
    await put(NONE);
  });

  test('when boundaries pass, then each instance flips and every page on every instance hears each boundary exactly once, within 2 s', async () => {
    const onA = await cluster.client(a);
    const onB = await cluster.client(b);
    const heardA = record<EventStatus>(onA, 'event:status');
    const heardB = record<EventStatus>(onB, 'event:status');
    // The adapter subscribes with LISTEN asynchronously.
    await wait(300);
    const opensAt = fromNow(2000);
    const hideCountsFrom = fromNow(3000);
    const closesAt = fromNow(4000);
    expect((await put({ opensAt, closesAt, hideCountsFrom })).status).toBe(200);
    expect((await status(a)).isActive).toBe(false);

    await until(async () => (await status(b)).isActive, 4000);
    expect(Date.now()).toBeGreaterThanOrEqual(Date.parse(opensAt));
    await until(async () => (await status(a)).countsHidden, 4000);
    await until(async () => !(await status(a)).isActive, 4000);
    expect(Date.now()).toBeGreaterThanOrEqual(Date.parse(closesAt));
    // Long enough for any second announcement (another instance's timer) to show.
    await wait(1500);

    for (const heard of [heardA, heardB]) {
      expect(heard.map((h) => [h.payload.isActive, h.payload.countsHidden])).toEqual([
        [false, false], // the schedule change itself
        [true, false], // opensAt
        [true, true], // hideCountsFrom
        [false, true], // closesAt
      ]);
      const boundaries = [opensAt, hideCountsFrom, closesAt].map(Date.parse);
      heard.slice(1).forEach((h, i) => {
        expect(h.at).toBeGreaterThanOrEqual(boundaries[i]! - 50);
        expect(h.at - boundaries[i]!).toBeLessThan(2000);
      });
      expect(heard[3]!.payload.schedule).toEqual({ opensAt, closesAt, hideCountsFrom, revealedAt: null });
    }
    // One claim per boundary: the latest announced is the close.
    expect((await cluster.q('SELECT boundary_announced_at FROM event_status'))[0].boundary_announced_at.toISOString()).toBe(closesAt);
    onA.disconnect();
    onB.disconnect();
    await put(NONE);
  });

  test('when a third instance starts mid-schedule, then boundaries are still announced once', async () => {
    const c = await cluster.start();
    const onC = await cluster.client(c);
    const onA = await cluster.client(a);
    const heardC = record<EventStatus>(onC, 'event:status');
    const heardA = record<EventStatus>(onA, 'event:status');
    await wait(300);
    const opensAt = fromNow(1500);
    await put({ opensAt, closesAt: fromNow(600_000), hideCountsFrom: null }, b);
    await until(() => heardC.length >= 2 && heardA.length >= 2, 4000);
    await wait(1200);
    expect(heardC.map((h) => h.payload.isActive)).toEqual([false, true]);
    expect(heardA.map((h) => h.payload.isActive)).toEqual([false, true]);
    onC.disconnect();
    onA.disconnect();
    await put(NONE);
  });

  test('when the instance that saved the schedule stops before the boundary, then another one announces it', async () => {
    const d = await cluster.start();
    const page = await cluster.client(a);
    const heard = record<EventStatus>(page, 'event:status');
    await wait(300);
    const opensAt = fromNow(1500);
    expect((await put({ opensAt, closesAt: fromNow(600_000), hideCountsFrom: null }, d)).status).toBe(200);
    // Only the relay from d tells a about the new boundary (its own re-read is 30 s away).
    await cluster.stop(d);
    await until(() => heard.length >= 2, 4000);
    await wait(800);
    expect(heard.map((h) => h.payload.isActive)).toEqual([false, true]);
    expect(heard[1]!.at - Date.parse(opensAt)).toBeLessThan(2000);
    page.disconnect();
    await put(NONE);
  });
});

describe('the SPEC §4 switch with a schedule', () => {
  test('when the admin switches inside the window, then the switch rules until the next boundary, then the schedule does', async () => {
    const page = await cluster.client(b);
    const heard = record<EventStatus>(page, 'event:status');
    await wait(300);
    const closesAt = fromNow(2500);
    await put({ opensAt: fromNow(-10_000), closesAt, hideCountsFrom: null });
    expect((await status(a)).isActive).toBe(true);

    const off = await patch(false);
    expect(off.status).toBe(200);
    expect(off.body).toEqual({ isActive: false, message: MSG.eventClosed });
    expect((await status(b)).isActive).toBe(false);
    const toggled = await request(a.url).post('/api/event/toggle').set('Origin', PUBLIC_URL).set('Cookie', cookie).send({ isActive: true });
    expect(toggled.body).toEqual({ isActive: true });
    expect((await status(b)).isActive).toBe(true);

    // At closesAt the schedule takes over again, though the switch last said "on".
    await until(async () => !(await status(a)).isActive, 4000);
    expect(Date.now()).toBeGreaterThanOrEqual(Date.parse(closesAt));
    await wait(500);
    expect(heard.map((h) => h.payload.isActive)).toEqual([true, false, true, false]);
    // After the last boundary, the switch rules for good.
    expect((await patch(true)).body.isActive).toBe(true);
    expect((await status(b)).isActive).toBe(true);
    page.disconnect();
    await put(NONE);
  });

  test('when a vote is initiated outside the window, then 409 VOTING_CLOSED', async () => {
    const [row] = await cluster.q(`INSERT INTO candidates (name, image_url) VALUES ('Meera Iyer', '/uploads/images/m.webp') RETURNING id`);
    const initiate = () => request(a.url).post('/api/vote/initiate').send({ candidateId: row.id, votes: 1, amount: 100 });
    await put({ opensAt: fromNow(60_000), closesAt: fromNow(120_000), hideCountsFrom: null });
    await cluster.q('UPDATE event_status SET switch_set_at = NULL');
    const early = await initiate();
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ success: false, code: 'VOTING_CLOSED' });
    await put({ opensAt: fromNow(-60_000), closesAt: fromNow(60_000), hideCountsFrom: null });
    expect((await initiate()).status).toBe(200);
    await put(NONE);
  });
});

describe('POST /api/event/reveal', () => {
  test('when counts are not hidden, then 409 and nothing changes', async () => {
    await put({ ...NONE, hideCountsFrom: fromNow(60_000) });
    const res = await request(a.url).post('/api/event/reveal').set('Origin', PUBLIC_URL).set('Cookie', cookie);
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ success: false, code: 'COUNTS_NOT_HIDDEN', message: SCHEDULE_MSG.countsNotHidden });
    expect((await status(a)).schedule.revealedAt).toBeNull();
  });

  test('when counts are hidden, then the reveal shows them to everyone and every page hears it', async () => {
    const page = await cluster.client(b);
    const heard = record<EventStatus>(page, 'event:status');
    await wait(300);
    await put({ ...NONE, hideCountsFrom: fromNow(-1000) });
    expect((await status(b)).countsHidden).toBe(true);

    const res = await request(a.url).post('/api/event/reveal').set('Origin', PUBLIC_URL).set('Cookie', cookie);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: SCHEDULE_MSG.countsRevealed });
    const revealedAt = res.body.schedule.revealedAt as string;
    expect(Math.abs(Date.parse(revealedAt) - Date.now())).toBeLessThan(5000);
    expect(await status(b)).toMatchObject({ countsHidden: false, schedule: { revealedAt } });
    await until(() => heard.length === 2);
    expect(heard.map((h) => h.payload.countsHidden)).toEqual([true, false]);

    // Once revealed, a second reveal has nothing to do; saving the same hiding time keeps the reveal.
    expect((await request(a.url).post('/api/event/reveal').set('Origin', PUBLIC_URL).set('Cookie', cookie)).status).toBe(409);
    const hidden = (await status(a)).schedule.hideCountsFrom;
    await put({ ...NONE, hideCountsFrom: hidden });
    expect((await status(a)).schedule).toMatchObject({ hideCountsFrom: hidden, revealedAt });
    // A new hiding time starts a new hiding period: the old reveal no longer applies, counts hide again.
    await put({ ...NONE, hideCountsFrom: fromNow(-10) });
    expect(await status(a)).toMatchObject({ countsHidden: true, schedule: { revealedAt: null } });
    page.disconnect();
    // No hiding time at all: no reveal either, so no page announces "Final results" of an open race.
    await put(NONE);
    expect((await status(a)).schedule.revealedAt).toBeNull();
  });
});

describe('the audit log', () => {
  test('when the admin switches, schedules and reveals, then each is recorded with its change; a refused change records nothing', async () => {
    const entries = () => cluster.q(`SELECT actor, action, target, summary FROM audit_log WHERE action LIKE 'event.%' ORDER BY seq`);
    const start = (await entries()).length;
    expect((await put({ opensAt: '2026-12-05T13:30:00Z', closesAt: '2026-12-05T12:00:00Z', hideCountsFrom: null })).status).toBe(400);
    expect((await request(a.url).post('/api/event/reveal').set('Origin', PUBLIC_URL).set('Cookie', cookie)).status).toBe(409);
    expect((await entries()).length).toBe(start);

    await patch(false);
    await patch(true);
    // Just past, and after the reveal of the test before.
    await put({ opensAt: '2026-12-05T13:30:00Z', closesAt: null, hideCountsFrom: fromNow(-5) });
    expect((await request(a.url).post('/api/event/reveal').set('Origin', PUBLIC_URL).set('Cookie', cookie)).status).toBe(200);
    const mine = (await entries()).slice(start);
    expect(mine.map((e) => [e.actor, e.action, e.target])).toEqual([
      ['admin', 'event.toggle', 'event'],
      ['admin', 'event.toggle', 'event'],
      ['admin', 'event.schedule', 'event'],
      ['admin', 'event.reveal', 'event'],
    ]);
    expect(mine[1].summary).toBe('isActive: false -> true');
    expect(mine[2].summary).toContain('opensAt');
    expect(mine[2].summary).toContain('2026-12-05T13:30:00.000Z');
    await put(NONE);
  });
});
