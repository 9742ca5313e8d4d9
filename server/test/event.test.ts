import request from 'supertest';
import { EMPTY_SCHEDULE, MSG } from '@pageant/common';
import { PUBLIC_URL, adminAgent, createTestContext, type TestContext } from './helpers/app';

let ctx: TestContext;
beforeAll(async () => (ctx = await createTestContext()));
afterAll(() => ctx.close());

describe('event switch', () => {
  test('when nothing was switched yet, then the event is closed', async () => {
    const res = await request(ctx.app).get('/api/event/status');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ isActive: false, schedule: EMPTY_SCHEDULE, countsHidden: false });
  });

  test('when the admin patches the status, then it is stored, answered with SPEC message and broadcast', async () => {
    const agent = await adminAgent(ctx);
    const heard: boolean[] = [];
    const off = ctx.bus.on('event.statusChanged', (p) => heard.push(p.isActive));

    const on = await agent.patch('/api/event/status').set('Origin', PUBLIC_URL).send({ isActive: true });
    expect(on.status).toBe(200);
    expect(on.body).toEqual({ isActive: true, message: MSG.eventActive });
    expect((await request(ctx.app).get('/api/event/status')).body).toEqual({
      isActive: true,
      schedule: EMPTY_SCHEDULE,
      countsHidden: false,
    });

    const offRes = await agent.patch('/api/event/status').set('Origin', PUBLIC_URL).send({ isActive: false });
    expect(offRes.body).toEqual({ isActive: false, message: MSG.eventClosed });
    expect(heard).toEqual([true, false]);
    off();
  });

  test('when the admin uses the toggle call, then the answer is the stored isActive', async () => {
    const agent = await adminAgent(ctx);
    const res = await agent.post('/api/event/toggle').set('Origin', PUBLIC_URL).send({ isActive: true });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ isActive: true });
    const { rows } = await ctx.database.pool.query('SELECT is_active FROM event_status');
    expect(rows).toEqual([{ is_active: true }]);
  });

  test('when isActive is not a boolean, then 400 and nothing changes', async () => {
    const agent = await adminAgent(ctx);
    const before = (await request(ctx.app).get('/api/event/status')).body;
    for (const body of [{ isActive: 'yes' }, {}, { isActive: 1 }]) {
      const res = await agent.patch('/api/event/status').set('Origin', PUBLIC_URL).send(body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    }
    expect((await request(ctx.app).get('/api/event/status')).body).toEqual(before);
  });

  test('when there is no admin session, then toggling answers 401 and nothing changes', async () => {
    const before = (await request(ctx.app).get('/api/event/status')).body;
    const a = await request(ctx.app).patch('/api/event/status').send({ isActive: !before.isActive });
    const b = await request(ctx.app).post('/api/event/toggle').send({ isActive: !before.isActive });
    expect(a.status).toBe(401);
    expect(b.status).toBe(401);
    expect((await request(ctx.app).get('/api/event/status')).body).toEqual(before);
  });
});
