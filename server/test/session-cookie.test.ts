import request from 'supertest';
import { MSG } from '@pageant/common';
import { SESSION_COOKIE } from '../src/http/session';
import { ADMIN, PUBLIC_URL, createTestContext, type TestContext } from './helpers/app';

let ctx: TestContext;
/** The signed session cookie's value, exactly as the browser holds it after a login. */
let sid: string;

beforeAll(async () => {
  ctx = await createTestContext();
  const res = await request(ctx.app).post('/api/admin/login').set('Origin', PUBLIC_URL).send(ADMIN);
  const cookie = ([] as string[]).concat(res.headers['set-cookie'] ?? []).find((c) => c.startsWith(`${SESSION_COOKIE}=`))!;
  sid = cookie.split(';')[0]!.slice(SESSION_COOKIE.length + 1);
});
afterAll(() => ctx.close());

/** Headers that spell the session cookie oddly: the name twice, spaces around it, inside another cookie's value. */
const oddHeaders = () => [
  `${SESSION_COOKIE}=${sid}; ${SESSION_COOKIE}=forged`,
  `${SESSION_COOKIE}=forged; ${SESSION_COOKIE}=${sid}`,
  ` ${SESSION_COOKIE} =${sid}`,
  `theme=dark;${SESSION_COOKIE} = ${sid}`,
  `x${SESSION_COOKIE}=1; ${SESSION_COOKIE} =${sid}`,
  `note=${SESSION_COOKIE}=; ${SESSION_COOKIE} =${sid}`,
];

describe('one reading of the session cookie (issue #26, item 10)', () => {
  test('when the session cookie is spelled oddly, then a foreign-Origin write is refused whenever the session would be read', async () => {
    for (const cookie of oddHeaders()) {
      const check = await request(ctx.app).get('/api/admin/check').set('Cookie', cookie);
      const write = await request(ctx.app).post('/api/event/toggle').set('Cookie', cookie).set('Origin', 'http://evil.example').send({});
      const seen = { cookie, sessionRead: check.status === 200, write: write.status };
      if (check.status === 200) expect(seen).toEqual({ cookie, sessionRead: true, write: 403 });
      if (write.status === 403) expect(write.body).toMatchObject({ success: false, message: MSG.forbiddenOrigin, code: 'FOREIGN_ORIGIN' });
    }
  });

  test('when the session cookie has spaces around its name, then the session is read as express-session reads it, and our own pages may write', async () => {
    const cookie = ` ${SESSION_COOKIE} =${sid}`;
    expect((await request(ctx.app).get('/api/admin/check').set('Cookie', cookie)).status).toBe(200);
    const write = await request(ctx.app).post('/api/event/toggle').set('Cookie', cookie).set('Origin', PUBLIC_URL).send({});
    // Past both gates, the body is checked: the session and the Origin rule let it through.
    expect(write.status).toBe(400);
  });

  test('when the cookie only names the session inside another value, then no session is read and the write is refused as anonymous', async () => {
    const cookie = `note=${SESSION_COOKIE}=${sid}`;
    expect((await request(ctx.app).get('/api/admin/check').set('Cookie', cookie)).status).toBe(401);
    const write = await request(ctx.app).post('/api/event/toggle').set('Cookie', cookie).set('Origin', 'http://evil.example').send({});
    expect(write.status).toBe(401);
  });
});
