import request from 'supertest';
import { ADMIN_ACCOUNT_MSG } from '@pageant/common/content/admin-accounts';
import { ADMIN_SESSION_MSG, type AdminSession } from '@pageant/common/content/admin-sessions';
import { hashPassword } from '../src/modules/auth/password';
import { ADMIN, PUBLIC_URL, createTestContext, dbRows, type TestContext } from './helpers/app';

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';
const MAC_SAFARI = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15';
const WINDOWS_FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0';

let ctx: TestContext;
beforeAll(async () => (ctx = await createTestContext()));
afterAll(() => ctx.close());

type Agent = ReturnType<typeof request.agent>;

/** A browser of hers: signs in, then opens the admin (its first request notes the device). */
async function signIn(creds: { username: string; password: string }, userAgent: string): Promise<Agent> {
  const agent = request.agent(ctx.app);
  const res = await agent.post('/api/admin/login').set('Origin', PUBLIC_URL).set('User-Agent', userAgent).send(creds);
  expect(res.status).toBe(200);
  expect((await agent.get('/api/admin/check').set('User-Agent', userAgent)).status).toBe(200);
  return agent;
}

const sessionsOf = async (agent: Agent) => {
  const res = await agent.get('/api/admin/account/sessions');
  expect(res.status).toBe(200);
  return (res.body as { sessions: AdminSession[] }).sessions;
};

const mutate = (agent: Agent, method: 'post' | 'delete', path: string) => agent[method](path).set('Origin', PUBLIC_URL);

/** Another admin, straight into the table: the test is about whose sessions are whose. */
async function otherAdmin(username: string, password: string, email: string | null = null) {
  await dbRows(ctx, 'INSERT INTO admin_users (username, password_hash, role, email) VALUES ($1, $2, $3, $4)', [
    username,
    await hashPassword(password),
    'finance',
    email,
  ]);
  return { username, password };
}

const sessionRows = async () => (await dbRows(ctx, 'SELECT sid, sess FROM session ORDER BY sid')) as { sid: string; sess: unknown }[];
const auditAfter = async (seq: number) =>
  (await dbRows(ctx, 'SELECT actor, action, target, summary FROM audit_log WHERE seq > $1 ORDER BY seq', [seq])) as {
    actor: string;
    action: string;
    target: string;
    summary: string;
  }[];
const lastSeq = async () => ((await dbRows(ctx, 'SELECT coalesce(max(seq), 0)::int AS n FROM audit_log'))[0] as { n: number }).n;

describe('her sessions', () => {
  it('lists each sign-in with its device, marks the current one, and never shows a session id', async () => {
    const phone = await signIn(ADMIN, ANDROID_CHROME);
    const laptop = await signIn(ADMIN, MAC_SAFARI);

    const list = await sessionsOf(phone);
    const devices = list.map((s) => s.device);
    expect(devices).toEqual(expect.arrayContaining(['Chrome on Android', 'Safari on Mac']));
    const current = list.filter((s) => s.current);
    expect(current).toHaveLength(1);
    expect(current[0]!.device).toBe('Chrome on Android');
    expect(list[0]!.current).toBe(true);
    for (const s of list) {
      expect(Date.parse(s.lastSeenAt!)).toBeGreaterThan(Date.now() - 60_000);
      expect(Date.parse(s.createdAt!)).toBeGreaterThan(Date.now() - 60_000);
    }
    // The laptop sees the same two sessions, with itself marked.
    expect((await sessionsOf(laptop)).find((s) => s.current)!.device).toBe('Safari on Mac');

    const sids = (await sessionRows()).map((r) => r.sid);
    for (const s of list) {
      expect(sids).not.toContain(s.id);
      for (const sid of sids) expect(s.id).not.toContain(sid);
    }
    expect(JSON.stringify(list)).not.toMatch(new RegExp(sids.join('|')));
  });

  it("does not list or end another admin's session: 404, and nothing changes", async () => {
    const other = await otherAdmin('sessions-other', 'another long password 1');
    const otherAgent = await signIn(other, WINDOWS_FIREFOX);
    const otherId = (await sessionsOf(otherAgent)).find((s) => s.current)!.id;

    const owner = await signIn(ADMIN, ANDROID_CHROME);
    expect((await sessionsOf(owner)).map((s) => s.id)).not.toContain(otherId);

    const before = await sessionRows();
    const seq = await lastSeq();
    const res = await mutate(owner, 'delete', `/api/admin/account/sessions/${otherId}`);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ success: false, message: ADMIN_SESSION_MSG.notFound, code: 'NOT_FOUND' });
    // A session id itself (not its public id) is not accepted either.
    const rawSid = before[0]!.sid;
    expect((await mutate(owner, 'delete', `/api/admin/account/sessions/${encodeURIComponent(rawSid)}`)).status).toBe(404);
    expect(await sessionRows()).toEqual(before);
    expect(await auditAfter(seq)).toEqual([]);
    expect((await otherAgent.get('/api/admin/check')).status).toBe(200);
  });

  it('ends one of hers: that browser is signed out, this one stays', async () => {
    const kept = await signIn(ADMIN, MAC_SAFARI);
    const ended = await signIn(ADMIN, WINDOWS_FIREFOX);
    const endedId = (await sessionsOf(ended)).find((s) => s.current)!.id;
    const seq = await lastSeq();

    const res = await mutate(kept, 'delete', `/api/admin/account/sessions/${endedId}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: ADMIN_SESSION_MSG.ended });

    expect((await ended.get('/api/admin/check')).status).toBe(401);
    expect((await kept.get('/api/admin/check')).status).toBe(200);
    expect((await sessionsOf(kept)).map((s) => s.id)).not.toContain(endedId);
    expect(await auditAfter(seq)).toEqual([expect.objectContaining({ actor: ADMIN.username, action: 'auth.session_ended' })]);
    // Ended once is ended: a second try finds nothing.
    expect((await mutate(kept, 'delete', `/api/admin/account/sessions/${endedId}`)).status).toBe(404);
  });

  it('ending the session she is using signs this browser out and leaves no row behind', async () => {
    const agent = await signIn(ADMIN, MAC_SAFARI);
    const id = (await sessionsOf(agent)).find((s) => s.current)!.id;
    const rowsBefore = (await sessionRows()).length;

    const res = await mutate(agent, 'delete', `/api/admin/account/sessions/${id}`);
    expect(res.status).toBe(200);
    expect((await agent.get('/api/admin/check')).status).toBe(401);
    expect((await sessionRows()).length).toBe(rowsBefore - 1);
  });

  it('notes "last seen" at most once a minute, not on every request', async () => {
    const agent = await signIn(ADMIN, WINDOWS_FIREFOX);
    const first = (await sessionsOf(agent)).find((s) => s.current)!;
    expect((await agent.get('/api/admin/check')).status).toBe(200);
    const again = (await sessionsOf(agent)).find((s) => s.current)!;
    expect(again.lastSeenAt).toBe(first.lastSeenAt);
    expect(again.createdAt).toBe(first.createdAt);

    // A minute later (moved back in the row, as time would) the next request notes it again.
    const minuteAgo = new Date(Date.parse(first.lastSeenAt!) - 61_000).toISOString();
    await dbRows(ctx, `UPDATE session SET sess = jsonb_set(sess, '{lastSeenAt}', to_jsonb($1::text)) WHERE sess->>'lastSeenAt' = $2`, [
      minuteAgo,
      first.lastSeenAt,
    ]);
    const later = (await sessionsOf(agent)).find((s) => s.current)!;
    expect(Date.parse(later.lastSeenAt!)).toBeGreaterThan(Date.parse(minuteAgo) + 60_000);
    expect(later.createdAt).toBe(first.createdAt);
  });

  it('needs a signed-in admin', async () => {
    expect((await request(ctx.app).get('/api/admin/account/sessions')).status).toBe(401);
  });
});

describe('password change', () => {
  const creds = { username: 'pw-changer', password: 'the first long password' };
  beforeAll(() => otherAdmin(creds.username, creds.password, 'pw.changer@example.com'));

  const change = (agent: Agent, body: object) => mutate(agent, 'post', '/api/admin/account/password').send(body);

  it('refuses a wrong current password, the rules, and her e-mail, changing nothing', async () => {
    const agent = await signIn(creds, MAC_SAFARI);
    const before = await dbRows(ctx, 'SELECT password_hash FROM admin_users WHERE username = $1', [creds.username]);
    const sessionsBefore = await sessionRows();
    const seq = await lastSeq();

    const cases: [object, string][] = [
      [
        { current: 'not my password at all', password: 'a brand new password', confirm: 'a brand new password' },
        ADMIN_ACCOUNT_MSG.currentPasswordWrong,
      ],
      [{ current: creds.password, password: 'short', confirm: 'short' }, ADMIN_ACCOUNT_MSG.passwordTooShort],
      [{ current: creds.password, password: 'a brand new password', confirm: 'a different password' }, ADMIN_ACCOUNT_MSG.passwordsDiffer],
      [{ current: creds.password, password: 'x'.repeat(257), confirm: 'x'.repeat(257) }, ADMIN_ACCOUNT_MSG.passwordTooLong],
      [
        { current: creds.password, password: 'Pw.Changer@example.com', confirm: 'Pw.Changer@example.com' },
        ADMIN_ACCOUNT_MSG.passwordIsEmail,
      ],
      [{ current: '', password: 'a brand new password', confirm: 'a brand new password' }, ADMIN_ACCOUNT_MSG.currentPasswordWrong],
      [{ current: 42, password: ['a'], confirm: null }, ADMIN_ACCOUNT_MSG.currentPasswordWrong],
    ];
    for (const [body, message] of cases) {
      const res = await change(agent, body);
      expect({ status: res.status, body: res.body as unknown }).toEqual({
        status: 400,
        body: expect.objectContaining({ success: false, message }),
      });
    }
    expect(await dbRows(ctx, 'SELECT password_hash FROM admin_users WHERE username = $1', [creds.username])).toEqual(before);
    expect(await sessionRows()).toEqual(sessionsBefore);
    expect(await auditAfter(seq)).toEqual([]);
  });

  it('changes it, signs her other sessions out, keeps this one, and is audited', async () => {
    const elsewhere = await signIn(creds, WINDOWS_FIREFOX);
    const here = await signIn(creds, ANDROID_CHROME);
    const owner = await signIn(ADMIN, MAC_SAFARI);
    const seq = await lastSeq();

    const res = await change(here, { current: creds.password, password: 'the second long password', confirm: 'the second long password' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: ADMIN_ACCOUNT_MSG.passwordChanged });

    expect((await here.get('/api/admin/check')).status).toBe(200);
    expect((await elsewhere.get('/api/admin/check')).status).toBe(401);
    // Someone else's sessions are not hers to end.
    expect((await owner.get('/api/admin/check')).status).toBe(200);
    expect((await sessionsOf(here)).map((s) => s.current)).toEqual([true]);

    const entries = await auditAfter(seq);
    expect(entries).toEqual([expect.objectContaining({ actor: creds.username, action: 'auth.password_changed', target: creds.username })]);
    expect(JSON.stringify(entries)).not.toContain('second long');

    const oldLogin = await request(ctx.app).post('/api/admin/login').set('Origin', PUBLIC_URL).send(creds);
    expect(oldLogin.status).toBe(401);
    await signIn({ username: creds.username, password: 'the second long password' }, MAC_SAFARI);
  });
});

describe('while the owner requires a second factor she has not set up', () => {
  it('her sessions and password stay open (they secure the account), other admin routes do not', async () => {
    const farah = await otherAdmin('policy-finance', 'finance long password 1');
    const owner = await signIn(ADMIN, MAC_SAFARI);
    expect((await owner.put('/api/admin/security-policy').set('Origin', PUBLIC_URL).send({ requireSecondFactor: true })).status).toBe(200);

    const agent = await signIn(farah, ANDROID_CHROME);
    const held = await agent.get('/api/admin/payments');
    expect(held.status).toBe(403);
    expect(held.body).toMatchObject({ code: 'SECOND_FACTOR_REQUIRED' });

    expect((await sessionsOf(agent)).find((s) => s.current)!.device).toBe('Chrome on Android');
    const res = await mutate(agent, 'post', '/api/admin/account/password').send({
      current: farah.password,
      password: 'finance long password 2',
      confirm: 'finance long password 2',
    });
    expect(res.status).toBe(200);
  });
});
