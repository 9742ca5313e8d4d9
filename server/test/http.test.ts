import request from 'supertest';
import { MSG } from '@pageant/common';
import { PUBLIC_URL, adminAgent, createTestContext, type TestContext } from './helpers/app';

let ctx: TestContext;
beforeAll(async () => (ctx = await createTestContext()));
afterAll(() => ctx.close());

describe('Origin rule (DESIGN §7)', () => {
  test('when a logged-in request comes from a foreign Origin, then it is refused with 403 and changes nothing', async () => {
    const agent = await adminAgent(ctx);
    const res = await agent.patch('/api/event/status').set('Origin', 'https://evil.example').send({ isActive: true });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ success: false, message: MSG.forbiddenOrigin, error: MSG.forbiddenOrigin, code: 'FOREIGN_ORIGIN' });
    expect((await request(ctx.app).get('/api/event/status')).body.isActive).toBe(false);
  });

  test('when a logged-in request has neither Origin nor Referer, then it is refused', async () => {
    const agent = await adminAgent(ctx);
    const res = await agent.post('/api/admin/logout');
    expect(res.status).toBe(403);
    expect((await agent.get('/api/admin/check')).status).toBe(200);
  });

  test('when the Referer is our own page, then the request goes through', async () => {
    const agent = await adminAgent(ctx);
    const res = await agent.patch('/api/event/status').set('Referer', `${PUBLIC_URL}/admin/dashboard`).send({ isActive: false });
    expect(res.status).toBe(200);
  });

  test('when the Origin is the request host itself, then the request goes through', async () => {
    const agent = await adminAgent(ctx);
    const res = await agent
      .patch('/api/event/status')
      .set('Host', 'pageant.local:8080')
      .set('Origin', 'http://pageant.local:8080')
      .send({ isActive: false });
    expect(res.status).toBe(200);
  });

  test('when reading with a foreign Origin, then GET still works', async () => {
    const agent = await adminAgent(ctx);
    const res = await agent.get('/api/admin/check').set('Origin', 'https://evil.example');
    expect(res.status).toBe(200);
  });
});

describe('error shape', () => {
  test('when the JSON body is malformed, then 400 with the error JSON', async () => {
    const res = await request(ctx.app).post('/api/admin/login').set('Content-Type', 'application/json').send('{"username": "admin",');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, message: MSG.malformedJson, error: MSG.malformedJson, code: 'MALFORMED_JSON' });
  });

  test('when the body is too large, then 413 JSON', async () => {
    const res = await request(ctx.app)
      .post('/api/admin/login')
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ username: 'a', password: 'x'.repeat(200_000) }));
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ success: false, code: 'PAYLOAD_TOO_LARGE' });
  });

  test('when an /api route does not exist, then 404 JSON', async () => {
    const res = await request(ctx.app).get('/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, code: 'ROUTE_NOT_FOUND' });
    expect(res.body.message).toBe(res.body.error);
  });

  test('when any error is answered, then it carries no stack trace', async () => {
    const res = await request(ctx.app).post('/api/admin/login').set('Content-Type', 'application/json').send('{bad');
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\(.*:\d+:\d+\)|node_modules/);
  });

  test('when a response is sent, then it has a request id and helmet headers', async () => {
    const res = await request(ctx.app).get('/api/event/status');
    expect(res.headers['x-request-id']).toMatch(/^[\w-]{8,}$/);
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });
});

describe('health', () => {
  test('when the database answers, then /api/healthz is 200', async () => {
    const res = await request(ctx.app).get('/api/healthz');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, database: 'up' });
  });
});
