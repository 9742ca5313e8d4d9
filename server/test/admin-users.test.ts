import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { io as connect, type Socket } from 'socket.io-client';
import request from 'supertest';
import { ADMIN_ACCOUNT_MSG } from '@pageant/common/content/admin-accounts';
import { forbiddenMessage } from '@pageant/common/content/admin-roles';
import { DomainBus } from '../src/events';
import { createLogger } from '../src/logger';
import { adminSessionRules } from '../src/realtime/admin-membership';
import { ADMIN_ROOM, attachRealtime } from '../src/realtime/socket';
import { ADMIN, PUBLIC_URL, UNKNOWN_ID, adminAgent, createTestContext, dbRows, type AdminAgent, type TestContext } from './helpers/app';
import { createAdminWithRole, insertAdminWithRole, loginAs } from './helpers/admins';
import { waitForMails } from './helpers/contestant';
import { until } from './helpers/finale';

/** Issue #34 part F: accounts, invitations, the last-owner rule, disabling. */

const STRONG = 'a long enough passphrase';
/** A disabled admin's sockets end within this (issue #34, as #26's logout). */
const CUT_WITHIN_MS = 2000;

let ctx: TestContext;
let owner: AdminAgent;
let url: string;
let server: http.Server;
let realtime: ReturnType<typeof attachRealtime>;
/** A second instance on the same database: its own bus, its own Socket.IO, as another process would have. */
let otherUrl: string;
let otherServer: http.Server;
let otherRealtime: ReturnType<typeof attachRealtime>;
const sockets: Socket[] = [];
let seq = 0;

beforeAll(async () => {
  ctx = await createTestContext({ RATE_LIMIT_LOGIN: '200' });
  owner = await adminAgent(ctx);
  // The app listening with its Socket.IO, as index.ts runs it, for the socket test.
  server = http.createServer(ctx.app);
  realtime = attachRealtime(server, {
    bus: ctx.bus,
    pool: ctx.database.pool,
    logger: createLogger('silent'),
    admins: adminSessionRules(ctx.config, ctx.app),
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  otherServer = http.createServer(ctx.app);
  otherRealtime = attachRealtime(otherServer, {
    bus: new DomainBus(),
    pool: ctx.database.pool,
    logger: createLogger('silent'),
    admins: adminSessionRules(ctx.config, ctx.app),
  });
  await new Promise<void>((resolve) => otherServer.listen(0, '127.0.0.1', resolve));
  otherUrl = `http://127.0.0.1:${(otherServer.address() as AddressInfo).port}`;
});
afterAll(async () => {
  sockets.forEach((s) => s.disconnect());
  await realtime.close();
  await otherRealtime.close();
  await new Promise((resolve) => server.close(resolve));
  await new Promise((resolve) => otherServer.close(resolve));
  await ctx.close();
});

const uniqueEmail = (label: string) => `${label}-${++seq}@team.test`;
const invite = (agent: AdminAgent, body: Record<string, unknown>) => agent.post('/api/admin/users').set('Origin', PUBLIC_URL).send(body);
const patch = (agent: AdminAgent, id: string, body: Record<string, unknown>) =>
  agent.patch(`/api/admin/users/${id}`).set('Origin', PUBLIC_URL).send(body);
const accept = (token: string, password = STRONG, confirm = password) =>
  request(ctx.app).post('/api/admin/invitations/accept').set('Origin', PUBLIC_URL).send({ token, password, confirm });
const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

/** Invites `email` as `role` and returns the token from the mailed link. */
async function invited(email: string, role = 'manager'): Promise<string> {
  const res = await invite(owner, { email, name: 'Meera Nair', role });
  expect(res.status).toBe(201);
  const [mail] = await waitForMails(ctx, email, 1);
  const token = /\/admin\/invite\?token=([A-Za-z0-9_-]{43})\b/.exec(mail ?? '')?.[1];
  if (!token) throw new Error(`no invitation link mailed to ${email}`);
  return token;
}

const activeOwners = async () =>
  (await dbRows(ctx, `SELECT username FROM admin_users WHERE role = 'owner' AND disabled_at IS NULL ORDER BY username`)).map(
    (r) => r.username as string,
  );
const ownerId = async () => (await dbRows(ctx, 'SELECT id FROM admin_users WHERE username = $1', [ADMIN.username]))[0]!.id as string;

/** A Socket.IO client opened from our own page with her cookie, once the server counts it an admin's; says when it was cut. */
async function adminSocket(at: string, cookie: string, rt: ReturnType<typeof attachRealtime>) {
  const socket = connect(at, { transports: ['websocket'], reconnection: false, extraHeaders: { origin: PUBLIC_URL, cookie } });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  await until(() => rt.io.of('/').adapter.rooms.get(ADMIN_ROOM)?.has(socket.id!) ?? false, CUT_WITHIN_MS);
  let cutAt = 0;
  socket.once('disconnect', () => (cutAt = Date.now()));
  return { cutAt: () => cutAt, id: () => socket.id! };
}
const inAdminRoom = (id: string) => realtime.io.of('/').adapter.rooms.get(ADMIN_ROOM)?.has(id) ?? false;

describe('GET /api/admin/users', () => {
  test('when the owner lists the team, then each admin has her role, 2FA and disabled state, and pending invitations are listed', async () => {
    const editor = await insertAdminWithRole(ctx, 'editor', { email: uniqueEmail('ed'), name: 'Asha Rao' });
    await dbRows(ctx, 'UPDATE admin_users SET totp_enabled_at = now() WHERE id = $1', [editor.id]);
    const email = uniqueEmail('pending');
    await invited(email, 'finance');

    const res = await owner.get('/api/admin/users');

    expect(res.status).toBe(200);
    expect(res.body.users).toEqual(
      expect.arrayContaining([
        { id: expect.any(String), username: ADMIN.username, email: null, name: null, role: 'owner', disabled: false, twoFactor: false },
        {
          id: editor.id,
          username: editor.username,
          email: expect.any(String),
          name: 'Asha Rao',
          role: 'editor',
          disabled: false,
          twoFactor: true,
        },
      ]),
    );
    expect(res.body.invitations).toEqual(
      expect.arrayContaining([{ id: expect.any(String), email, name: 'Meera Nair', role: 'finance', expiresAt: expect.any(String) }]),
    );
    expect(JSON.stringify(res.body)).not.toMatch(/token|password|totp/i);
  });

  test('when an admin has a passkey, then she counts as having a second factor', async () => {
    const finance = await insertAdminWithRole(ctx, 'finance');
    await dbRows(ctx, `INSERT INTO admin_passkeys (admin_id, credential_id, public_key) VALUES ($1, $2, 'pk')`, [
      finance.id,
      `cred-${finance.id}`,
    ]);

    const res = await owner.get('/api/admin/users');

    expect(res.body.users.find((u: { id: string }) => u.id === finance.id)).toMatchObject({ twoFactor: true });
  });

  test('when a manager, finance or editor asks for any account route, then 403 names the Owner role; without a session 401', async () => {
    for (const role of ['manager', 'finance', 'editor'] as const) {
      const agent = await createAdminWithRole(ctx, role);
      const answers = await Promise.all([
        agent.get('/api/admin/users'),
        invite(agent, { email: uniqueEmail('x'), name: 'X', role: 'editor' }),
        patch(agent, agent.account.id, { role: 'owner' }),
      ]);
      answers.forEach((res) => {
        expect(res.status).toBe(403);
        expect(res.body).toMatchObject({ success: false, message: forbiddenMessage('accounts'), code: 'ROLE_REQUIRED' });
      });
      expect((await dbRows(ctx, 'SELECT role FROM admin_users WHERE id = $1', [agent.account.id]))[0]!.role).toBe(role);
    }
    expect((await request(ctx.app).get('/api/admin/users')).status).toBe(401);
  });
});

describe('POST /api/admin/users (invitations)', () => {
  test('when the owner invites her, then one mail carries a link with a 43-character token stored only as its sha-256, valid 48 hours, and it is audited without the token', async () => {
    const email = uniqueEmail('new');

    const res = await invite(owner, { email: email.toUpperCase(), name: '  Meera Nair ', role: 'manager' });

    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, message: ADMIN_ACCOUNT_MSG.invited(email) });
    const mails = await waitForMails(ctx, email, 1);
    expect(mails).toHaveLength(1);
    const link = /(http\S+\/admin\/invite\?token=([A-Za-z0-9_-]+))/.exec(mails[0]!);
    expect(link?.[1]).toMatch(new RegExp(`^${PUBLIC_URL}/admin/invite\\?token=[A-Za-z0-9_-]{43}$`));
    const token = link![2]!;
    const [row] = await dbRows(
      ctx,
      `SELECT token_hash, name, role, email, extract(epoch FROM expires_at - created_at)::int AS ttl FROM admin_invitations WHERE email = $1`,
      [email],
    );
    expect(row).toMatchObject({ token_hash: sha256(token), name: 'Meera Nair', role: 'manager', ttl: 48 * 3600 });
    const audit = await dbRows(ctx, `SELECT actor, target, summary FROM audit_log WHERE action = 'admin.invite' AND target = $1`, [email]);
    expect(audit).toEqual([{ actor: ADMIN.username, target: email, summary: expect.stringContaining('manager') }]);
    expect(JSON.stringify(audit)).not.toContain(token);
  });

  test('when an admin or a pending invitation already has that e-mail (any case), then 409 and no second invitation', async () => {
    const taken = uniqueEmail('taken');
    await insertAdminWithRole(ctx, 'editor', { email: taken });
    const pending = uniqueEmail('pending');
    await invited(pending);

    const toAdmin = await invite(owner, { email: taken.toUpperCase(), name: 'A', role: 'editor' });
    const toPending = await invite(owner, { email: pending.toUpperCase(), name: 'B', role: 'editor' });

    expect([toAdmin.status, toPending.status]).toEqual([409, 409]);
    expect(toAdmin.body).toMatchObject({ success: false, message: ADMIN_ACCOUNT_MSG.emailTaken });
    expect(toPending.body).toMatchObject({ success: false, message: ADMIN_ACCOUNT_MSG.emailTaken });
    expect(await dbRows(ctx, 'SELECT id FROM admin_invitations WHERE email = $1', [taken])).toEqual([]);
    expect(await dbRows(ctx, 'SELECT id FROM admin_invitations WHERE email = $1', [pending])).toHaveLength(1);
  });

  test('when the invitation is malformed, then 400 with the rule broken and nothing is stored or mailed', async () => {
    const before = await dbRows(ctx, 'SELECT count(*)::int AS n FROM admin_invitations');
    const cases: [Record<string, unknown>, string][] = [
      [{ email: 'not-an-email', name: 'A', role: 'editor' }, ADMIN_ACCOUNT_MSG.emailInvalid],
      [{ email: uniqueEmail('r'), name: 'A', role: 'superuser' }, ADMIN_ACCOUNT_MSG.roleInvalid],
      [{ email: uniqueEmail('n'), name: '  ', role: 'editor' }, ADMIN_ACCOUNT_MSG.nameRequired],
      [{ email: `${'x'.repeat(60)}@team.test`, name: 'Long', role: 'editor' }, ADMIN_ACCOUNT_MSG.emailTooLongForUsername],
    ];
    for (const [body, message] of cases) {
      const res = await invite(owner, body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ success: false, message });
    }
    expect(await dbRows(ctx, 'SELECT count(*)::int AS n FROM admin_invitations')).toEqual(before);
  });
});

describe('POST /api/admin/invitations/accept', () => {
  test('when she accepts with a good password, then her account has the invited role, she signs in with her e-mail, and the link works only once', async () => {
    const email = uniqueEmail('meera');
    const token = await invited(email, 'finance');

    const res = await accept(token);
    const again = await accept(token, 'another long passphrase');

    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, message: ADMIN_ACCOUNT_MSG.accountReady });
    expect(again.status).toBe(410);
    expect(again.body).toMatchObject({ success: false, message: ADMIN_ACCOUNT_MSG.invitationUsed });
    const [made] = await dbRows(ctx, 'SELECT id, username, email, name, role FROM admin_users WHERE email = $1', [email]);
    expect(made).toMatchObject({ username: email, email, name: 'Meera Nair', role: 'finance' });
    const she = await loginAs(ctx, { id: made!.id as string, username: email, password: STRONG, role: 'finance' });
    expect((await she.get('/api/admin/check')).status).toBe(200);
    expect(
      await dbRows(ctx, `SELECT actor, target, ip FROM audit_log WHERE action = 'admin.invitation_accepted' AND target = $1`, [email]),
    ).toEqual([{ actor: email, target: email, ip: expect.stringMatching(/^(127\.0\.0\.1|::1)$/) }]);
    // Gone from the pending list.
    const list = await owner.get('/api/admin/users');
    expect(list.body.invitations.map((i: { email: string }) => i.email)).not.toContain(email);
  });

  test('when the same link is accepted five times at once, then exactly one account is made and the others hear it was used', async () => {
    const email = uniqueEmail('race');
    const token = await invited(email);

    const answers = await Promise.all(Array.from({ length: 5 }, () => accept(token)));

    expect(answers.map((r) => r.status).sort()).toEqual([201, 410, 410, 410, 410]);
    expect(await dbRows(ctx, 'SELECT id FROM admin_users WHERE email = $1', [email])).toHaveLength(1);
  });

  test('when the invitation has expired, then 410 says so and no account is made', async () => {
    const email = uniqueEmail('late');
    const token = await invited(email);
    await dbRows(ctx, `UPDATE admin_invitations SET expires_at = now() - interval '1 second' WHERE token_hash = $1`, [sha256(token)]);

    const res = await accept(token);

    expect(res.status).toBe(410);
    expect(res.body).toMatchObject({ success: false, message: ADMIN_ACCOUNT_MSG.invitationExpired, code: 'INVITATION_EXPIRED' });
    expect(await dbRows(ctx, 'SELECT id FROM admin_users WHERE email = $1', [email])).toEqual([]);
    expect((await owner.get('/api/admin/users')).body.invitations.map((i: { email: string }) => i.email)).not.toContain(email);
  });

  test('when the token is unknown or malformed, then 400 invitationInvalid', async () => {
    const unknown = await accept('A'.repeat(43));
    const malformed = await accept('short');

    expect([unknown.status, malformed.status]).toEqual([400, 400]);
    expect(unknown.body).toMatchObject({ success: false, message: ADMIN_ACCOUNT_MSG.invitationInvalid });
    expect(malformed.body).toMatchObject({ success: false, message: ADMIN_ACCOUNT_MSG.invitationInvalid });
  });

  test('when the password is too short, mistyped or her e-mail, then 400 with that rule and the link still works', async () => {
    const email = uniqueEmail('rules');
    const token = await invited(email);

    const short = await accept(token, 'short');
    const differ = await accept(token, STRONG, `${STRONG}!`);
    const isEmail = await accept(token, email.toUpperCase());

    expect([short.status, differ.status, isEmail.status]).toEqual([400, 400, 400]);
    expect(short.body.message).toBe(ADMIN_ACCOUNT_MSG.passwordTooShort);
    expect(differ.body.message).toBe(ADMIN_ACCOUNT_MSG.passwordsDiffer);
    expect(isEmail.body.message).toBe(ADMIN_ACCOUNT_MSG.passwordIsEmail);
    expect(await dbRows(ctx, 'SELECT id FROM admin_users WHERE email = $1', [email])).toEqual([]);
    expect((await accept(token)).status).toBe(201);
  });
});

describe('POST /api/admin/invitations/accept, guessing', () => {
  test('when one address keeps sending wrong tokens, then after the login limit it gets 429 with Retry-After', async () => {
    const limited = await createTestContext({ RATE_LIMIT_LOGIN: '3' });
    try {
      const send = () =>
        request(limited.app)
          .post('/api/admin/invitations/accept')
          .set('Origin', PUBLIC_URL)
          .send({ token: 'B'.repeat(43), password: STRONG, confirm: STRONG });
      const answers = [];
      for (let i = 0; i < 4; i++) answers.push(await send());

      expect(answers.map((r) => r.status)).toEqual([400, 400, 400, 429]);
      expect(answers[3]!.headers['retry-after']).toMatch(/^\d+$/);
      expect(answers[3]!.body).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    } finally {
      await limited.close();
    }
  });
});

describe('PATCH /api/admin/users/:id', () => {
  test('when the only active owner is demoted or disabled, then 409 lastOwner and she stays an active owner', async () => {
    const id = await ownerId();
    expect(await activeOwners()).toEqual([ADMIN.username]);

    const demote = await patch(owner, id, { role: 'manager' });
    const disable = await patch(owner, id, { disabled: true });

    expect([demote.status, disable.status]).toEqual([409, 409]);
    expect(demote.body).toMatchObject({ success: false, message: ADMIN_ACCOUNT_MSG.lastOwner });
    expect(disable.body).toMatchObject({ success: false, message: ADMIN_ACCOUNT_MSG.lastOwner });
    expect(await activeOwners()).toEqual([ADMIN.username]);
  });

  test('when two owners demote (or disable) each other at the same moment, then one of them stays an owner', async () => {
    const adminId = await ownerId();
    for (let round = 0; round < 4; round++) {
      const second = await createAdminWithRole(ctx, 'owner');
      const change = round % 2 ? { disabled: true } : { role: 'editor' };

      const answers = await Promise.all([patch(owner, second.account.id, change), patch(second, adminId, change)]);

      expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
      expect(await activeOwners()).toHaveLength(1);
      // Back to one owner, the test's admin, for the next round.
      await dbRows(ctx, `UPDATE admin_users SET role = 'owner', disabled_at = NULL WHERE id = $1`, [adminId]);
      await dbRows(ctx, `UPDATE admin_users SET role = 'editor' WHERE id = $1`, [second.account.id]);
      owner = await adminAgent(ctx);
    }
  });

  test('when an owner is demoted, then her very next request has the new role (403 on the Team routes)', async () => {
    const second = await createAdminWithRole(ctx, 'owner');
    expect((await second.get('/api/admin/users')).status).toBe(200);

    const res = await patch(owner, second.account.id, { role: 'manager' });

    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ id: second.account.id, role: 'manager', disabled: false });
    expect((await second.get('/api/admin/users')).status).toBe(403);
    expect((await second.get('/api/admin/check')).status).toBe(200);
  });

  test('when an admin is disabled, then her open session gets 401 at once, she cannot sign in, and enabling lets her sign in again', async () => {
    const manager = await createAdminWithRole(ctx, 'manager');
    expect((await manager.get('/api/admin/check')).status).toBe(200);

    const res = await patch(owner, manager.account.id, { disabled: true });

    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ disabled: true });
    expect((await manager.get('/api/admin/check')).status).toBe(401);
    expect(await dbRows(ctx, `SELECT sid FROM session WHERE sess->'passport'->>'user' = $1`, [manager.account.id])).toEqual([]);
    await expect(loginAs(ctx, manager.account)).rejects.toThrow(/401/);
    expect((await patch(owner, manager.account.id, { disabled: false })).status).toBe(200);
    expect((await (await loginAs(ctx, manager.account)).get('/api/admin/check')).status).toBe(200);
  });

  test('when an admin is disabled, then her open admin sockets on this and another instance are disconnected within 2 s', async () => {
    const manager = await insertAdminWithRole(ctx, 'manager');
    const login = await request(url)
      .post('/api/admin/login')
      .set('Origin', PUBLIC_URL)
      .send({ username: manager.username, password: manager.password });
    const cookie = ([] as string[])
      .concat(login.headers['set-cookie'] ?? [])
      .map((c) => c.split(';')[0])
      .join('; ');
    const here = await adminSocket(url, cookie, realtime);
    const there = await adminSocket(otherUrl, cookie, otherRealtime);

    const from = Date.now();
    expect((await patch(owner, manager.id, { disabled: true })).status).toBe(200);
    await until(() => here.cutAt() > 0 && there.cutAt() > 0, CUT_WITHIN_MS + 1000);

    expect(here.cutAt() - from).toBeLessThanOrEqual(CUT_WITHIN_MS);
    expect(there.cutAt() - from).toBeLessThanOrEqual(CUT_WITHIN_MS);
  });

  test('when the owner requires a second factor, then a finance admin without one gets no admin frames: her socket joins the room only once she has one', async () => {
    const finance = await insertAdminWithRole(ctx, 'finance');
    const login = await request(url)
      .post('/api/admin/login')
      .set('Origin', PUBLIC_URL)
      .send({ username: finance.username, password: finance.password });
    const cookie = ([] as string[])
      .concat(login.headers['set-cookie'] ?? [])
      .map((c) => c.split(';')[0])
      .join('; ');
    const open = await adminSocket(url, cookie, realtime);
    try {
      await owner.put('/api/admin/security-policy').set('Origin', PUBLIC_URL).send({ requireSecondFactor: true }).expect(200);
      // The open socket leaves the admin room at the next re-check; a new one is never let in.
      await until(() => !inAdminRoom(open.id()), CUT_WITHIN_MS + 1000);
      expect(inAdminRoom(open.id())).toBe(false);
      await expect(adminSocket(url, cookie, realtime)).rejects.toThrow();

      await dbRows(ctx, 'UPDATE admin_users SET totp_enabled_at = now() WHERE id = $1', [finance.id]);
      await adminSocket(url, cookie, realtime);
    } finally {
      await dbRows(ctx, 'DELETE FROM admin_security_policy');
    }
  });

  test('when the owner changes someone, then the audit log names the acting admin and the target, and nothing else changes', async () => {
    const actor = await createAdminWithRole(ctx, 'owner');
    const target = await insertAdminWithRole(ctx, 'editor');

    expect((await patch(actor, target.id, { role: 'finance' })).status).toBe(200);
    expect((await patch(actor, target.id, { disabled: true })).status).toBe(200);

    const rows = await dbRows(ctx, 'SELECT actor, action, target, summary FROM audit_log WHERE target = $1 ORDER BY seq', [
      target.username,
    ]);
    expect(rows).toEqual([
      { actor: actor.account.username, action: 'admin.role_change', target: target.username, summary: 'editor -> finance' },
      { actor: actor.account.username, action: 'admin.disable', target: target.username, summary: expect.any(String) },
    ]);
    await dbRows(ctx, `UPDATE admin_users SET role = 'editor' WHERE id = $1`, [actor.account.id]);
  });

  test('when the id or body is bad, then 400; an unknown id 404; nothing changes', async () => {
    const badId = await patch(owner, 'not-a-uuid', { role: 'editor' });
    const unknown = await patch(owner, UNKNOWN_ID, { role: 'editor' });
    const empty = await patch(owner, await ownerId(), {});
    const badRole = await patch(owner, await ownerId(), { role: 'root' });

    expect([badId.status, unknown.status, empty.status, badRole.status]).toEqual([400, 404, 400, 400]);
    expect(unknown.body).toMatchObject({ success: false, message: ADMIN_ACCOUNT_MSG.notFound });
    expect(empty.body.message).toBe(ADMIN_ACCOUNT_MSG.patchEmpty);
    expect(badRole.body.message).toBe(ADMIN_ACCOUNT_MSG.roleInvalid);
    expect(await activeOwners()).toEqual([ADMIN.username]);
  });
});
