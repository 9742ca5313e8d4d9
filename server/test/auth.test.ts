import request from 'supertest';
import { MSG } from '@pageant/common';
import { ADMIN, PUBLIC_URL, adminAgent, createTestContext, type TestContext } from './helpers/app';

let ctx: TestContext;
beforeAll(async () => (ctx = await createTestContext()));
afterAll(() => ctx.close());

const cookieOf = (res: request.Response) =>
  ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith('pageant.sid='));

describe('admin auth', () => {
  test('when the credentials are right, then the admin gets a session cookie and check answers who she is and her role', async () => {
    const agent = request.agent(ctx.app);
    const login = await agent.post('/api/admin/login').set('Origin', PUBLIC_URL).send(ADMIN);
    expect(login.status).toBe(200);
    expect(login.body).toEqual({ success: true, message: MSG.loginSuccess });
    const cookie = cookieOf(login);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);

    const check = await agent.get('/api/admin/check');
    expect(check.status).toBe(200);
    expect(check.body).toEqual({
      success: true,
      username: ADMIN.username,
      name: null,
      email: null,
      role: 'owner',
      twoFactor: false,
      mustSetUpSecondFactor: false,
    });
  });

  test('when the password or the username is wrong, then both answer the same 401 sentence', async () => {
    const wrongPw = await request(ctx.app).post('/api/admin/login').send({ username: ADMIN.username, password: 'nope-nope' });
    const wrongUser = await request(ctx.app).post('/api/admin/login').send({ username: 'ghost', password: ADMIN.password });
    for (const res of [wrongPw, wrongUser]) {
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ success: false, message: MSG.loginFailed, error: MSG.loginFailed, code: 'UNAUTHORIZED' });
      expect(cookieOf(res)).toBeUndefined();
    }
  });

  test('when the username is typed in another case, then it still logs in', async () => {
    const res = await request(ctx.app).post('/api/admin/login').send({ username: 'ADMIN', password: ADMIN.password });
    expect(res.status).toBe(200);
  });

  test('when fields are missing, then the answer is a 400 naming the field', async () => {
    const res = await request(ctx.app).post('/api/admin/login').send({ username: 'admin' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Password is required.');
  });

  test('when an admin logs in again, then the session id is rotated and the old one stops working', async () => {
    const agent = request.agent(ctx.app);
    const first = await agent.post('/api/admin/login').set('Origin', PUBLIC_URL).send(ADMIN);
    const second = await agent.post('/api/admin/login').set('Origin', PUBLIC_URL).send(ADMIN);
    const a = cookieOf(first)!.split(';')[0];
    const b = cookieOf(second)!.split(';')[0];
    expect(a).toBeDefined();
    expect(b).toBeDefined();
    expect(a).not.toBe(b);
    // The old id no longer opens the back office.
    const stale = await request(ctx.app).get('/api/admin/check').set('Cookie', a!);
    expect(stale.status).toBe(401);
  });

  test('when the admin logs out, then the session stops working', async () => {
    const agent = await adminAgent(ctx);
    const out = await agent.post('/api/admin/logout').set('Origin', PUBLIC_URL);
    expect(out.status).toBe(200);
    expect(out.body).toEqual({ success: true, message: MSG.logoutSuccess });
    const check = await agent.get('/api/admin/check');
    expect(check.status).toBe(401);
  });

  test('when there is no session, then check and logout answer 401 JSON', async () => {
    for (const res of [await request(ctx.app).get('/api/admin/check'), await request(ctx.app).post('/api/admin/logout')]) {
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
      expect(typeof res.body.message).toBe('string');
    }
  });

  test('when the passwords are stored, then they are scrypt hashes, not the password', async () => {
    const { rows } = await ctx.database.pool.query<{ password_hash: string }>('SELECT password_hash FROM admin_users');
    expect(rows).toHaveLength(1);
    expect(rows[0]!.password_hash.startsWith('scrypt$')).toBe(true);
    expect(rows[0]!.password_hash).not.toContain(ADMIN.password);
  });
});

describe('login rate limit', () => {
  let limited: TestContext;
  beforeAll(async () => {
    limited = await createTestContext({ RATE_LIMIT_LOGIN: '3' });
  });
  afterAll(async () => {
    await limited.close();
  });

  test('when logins fail too often, then further attempts get 429 with Retry-After, even with the right password', async () => {
    for (let i = 0; i < 3; i++) {
      const res = await request(limited.app)
        .post('/api/admin/login')
        .send({ username: ADMIN.username, password: `wrong-${i}` });
      expect(res.status).toBe(401);
    }
    const blocked = await request(limited.app).post('/api/admin/login').send(ADMIN);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.body).toEqual({ success: false, message: MSG.tooManyLogins, error: MSG.tooManyLogins, code: 'RATE_LIMITED' });
  });
});
