import request from 'supertest';
import { MSG } from '@pageant/common';
import { ADMIN_ACCOUNT_MSG } from '@pageant/common/content/admin-accounts';
import { SECOND_FACTOR_MSG } from '@pageant/common/content/second-factor';
import { PUBLIC_URL, UNKNOWN_ID, createTestContext, dbRows, type TestContext } from './helpers/app';
import { insertAdminWithRole, loginAs, type TestAdmin } from './helpers/admins';
import { softAuthenticator, type SoftAuthenticator } from './helpers/soft-authenticator';

const RP_ID = new URL(PUBLIC_URL).hostname;
let ctx: TestContext;
beforeAll(async () => (ctx = await createTestContext()));
afterAll(() => ctx.close());

const post = (agent: request.Agent, path: string, body: object = {}) => agent.post(path).set('Origin', PUBLIC_URL).send(body);

async function passwordStep(admin: TestAdmin) {
  const agent = request.agent(ctx.app);
  const res = await post(agent, '/api/admin/login', { username: admin.username, password: admin.password });
  return { agent, res };
}

const auditOf = (action: string, actor: string) =>
  dbRows(ctx, 'SELECT summary FROM audit_log WHERE action = $1 AND actor = $2 ORDER BY at', [action, actor]);

describe('passkeys', () => {
  let finance: TestAdmin;
  let key: SoftAuthenticator;
  let passkeyId: string;

  beforeAll(async () => {
    finance = await insertAdminWithRole(ctx, 'finance');
    key = softAuthenticator();
  });

  test('when she registers a passkey, then the options name this site and her, and the new key is listed', async () => {
    const agent = await loginAs(ctx, finance);
    const options = await post(agent, '/api/admin/account/passkeys/options');
    expect(options.status).toBe(200);
    expect(options.body).toMatchObject({ rp: { id: RP_ID, name: 'Pageant admin' }, user: { name: finance.username }, attestation: 'none' });
    expect(options.body.challenge).toMatch(/^[A-Za-z0-9_-]{20,}$/);

    const created = await post(agent, '/api/admin/account/passkeys', {
      response: key.register(options.body, PUBLIC_URL, RP_ID),
      label: 'Laptop',
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({ id: expect.any(String), label: 'Laptop' });
    passkeyId = created.body.id as string;

    const [row] = await dbRows(ctx, 'SELECT credential_id, counter, transports FROM admin_passkeys WHERE id = $1', [passkeyId]);
    expect(row).toEqual({ credential_id: key.credentialId, counter: '0', transports: ['internal'] });
    const status = await agent.get('/api/admin/account/second-factor');
    expect(status.body).toEqual({
      totp: false,
      passkeys: [{ id: passkeyId, label: 'Laptop', createdAt: expect.any(String), lastUsedAt: null }],
      recoveryCodesLeft: 0,
      required: false,
    });
    expect(await auditOf('auth.passkey_added', finance.username)).toEqual([{ summary: 'passkey "Laptop" added' }]);
  });

  test('when a registration is replayed, made for another site, or comes without options, then it is refused and nothing is stored', async () => {
    const other = await insertAdminWithRole(ctx, 'editor');
    const editor = await loginAs(ctx, other);
    const stranger = softAuthenticator();

    const none = await post(editor, '/api/admin/account/passkeys', {
      response: stranger.register({ challenge: 'abc' }, PUBLIC_URL, RP_ID),
    });
    expect(none.status).toBe(409);

    const options = await post(editor, '/api/admin/account/passkeys/options');
    const phishing = await post(editor, '/api/admin/account/passkeys', {
      response: stranger.register(options.body, 'https://evil.example', RP_ID),
    });
    expect(phishing.status).toBe(400);
    expect(phishing.body).toMatchObject({ message: SECOND_FACTOR_MSG.passkeyFailed, code: 'PASSKEY_FAILED' });
    // The challenge was spent by the refused answer: the right answer to it no longer counts.
    const late = await post(editor, '/api/admin/account/passkeys', { response: stranger.register(options.body, PUBLIC_URL, RP_ID) });
    expect(late.status).toBe(409);

    const malformed = await post(editor, '/api/admin/account/passkeys', { response: { id: 'x' } });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toBe(SECOND_FACTOR_MSG.passkeyFailed);
    expect(await dbRows(ctx, 'SELECT 1 FROM admin_passkeys WHERE admin_id = $1', [other.id])).toEqual([]);
  });

  test('when she signs in with password and passkey, then she is in, the counter moves and the login names the passkey', async () => {
    const { agent, res } = await passwordStep(finance);
    expect(res.body).toEqual({
      success: true,
      secondFactor: { totp: false, passkey: true },
      message: ADMIN_ACCOUNT_MSG.secondFactorPending,
    });
    expect((await agent.get('/api/admin/check')).status).toBe(401);

    const options = await post(agent, '/api/admin/login/passkey/options');
    expect(options.status).toBe(200);
    expect(options.body).toMatchObject({ rpId: RP_ID, allowCredentials: [{ id: key.credentialId, type: 'public-key' }] });
    const ok = await post(agent, '/api/admin/login/passkey', { response: key.assert(options.body, PUBLIC_URL, RP_ID) });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ success: true, message: MSG.loginSuccess });
    expect((await agent.get('/api/admin/check')).status).toBe(200);

    const [row] = await dbRows(ctx, 'SELECT counter, last_used_at FROM admin_passkeys WHERE id = $1', [passkeyId]);
    expect(row?.counter).toBe('1');
    expect(row?.last_used_at).not.toBeNull();
    expect((await auditOf('auth.login', finance.username)).map((e) => e.summary)).toContain('password and passkey');
  });

  test('when an assertion carries an old counter (a replay or a cloned key), then it is refused and audited', async () => {
    const { agent } = await passwordStep(finance);
    const options = await post(agent, '/api/admin/login/passkey/options');
    const replay = await post(agent, '/api/admin/login/passkey', { response: key.assert(options.body, PUBLIC_URL, RP_ID, 1) });
    expect(replay.status).toBe(401);
    expect(replay.body).toMatchObject({ success: false, message: SECOND_FACTOR_MSG.passkeyFailed });
    expect((await agent.get('/api/admin/check')).status).toBe(401);
    expect(await auditOf('auth.second_factor_failed', finance.username)).toEqual([{ summary: 'passkey not verified' }]);

    // That challenge is spent: even a good answer to it is refused; a new challenge works.
    const stale = await post(agent, '/api/admin/login/passkey', { response: key.assert(options.body, PUBLIC_URL, RP_ID, 5) });
    expect(stale.status).toBe(401);
    const fresh = await post(agent, '/api/admin/login/passkey/options');
    const ok = await post(agent, '/api/admin/login/passkey', { response: key.assert(fresh.body, PUBLIC_URL, RP_ID, 6) });
    expect(ok.status).toBe(200);
  });

  test("when someone else's passkey answers for her, or no password step came first, then nothing signs in", async () => {
    const { agent } = await passwordStep(finance);
    const options = await post(agent, '/api/admin/login/passkey/options');
    const other = softAuthenticator();
    const res = await post(agent, '/api/admin/login/passkey', { response: other.assert(options.body, PUBLIC_URL, RP_ID) });
    expect(res.status).toBe(401);

    const nobody = request.agent(ctx.app);
    const noPending = await post(nobody, '/api/admin/login/passkey/options');
    expect(noPending.status).toBe(401);
    expect(noPending.body.message).toBe(SECOND_FACTOR_MSG.loginExpired);
  });

  test('when she removes her passkey, then only her own can be removed, and the password alone signs her in again', async () => {
    const { agent } = await passwordStep(finance);
    const options = await post(agent, '/api/admin/login/passkey/options');
    expect((await post(agent, '/api/admin/login/passkey', { response: key.assert(options.body, PUBLIC_URL, RP_ID) })).status).toBe(200);

    const owner = await insertAdminWithRole(ctx, 'owner');
    const ownerAgent = await loginAs(ctx, owner);
    expect((await ownerAgent.delete(`/api/admin/account/passkeys/${passkeyId}`).set('Origin', PUBLIC_URL)).status).toBe(404);
    expect((await agent.delete(`/api/admin/account/passkeys/${UNKNOWN_ID}`).set('Origin', PUBLIC_URL)).status).toBe(404);
    expect((await agent.delete('/api/admin/account/passkeys/not-an-id').set('Origin', PUBLIC_URL)).status).toBe(404);

    const removed = await agent.delete(`/api/admin/account/passkeys/${passkeyId}`).set('Origin', PUBLIC_URL);
    expect(removed.status).toBe(200);
    expect(await auditOf('auth.passkey_removed', finance.username)).toEqual([{ summary: 'passkey "Laptop" removed' }]);
    expect(await dbRows(ctx, 'SELECT 1 FROM admin_passkeys WHERE admin_id = $1', [finance.id])).toEqual([]);
    expect((await passwordStep(finance)).res.body).toEqual({ success: true, message: MSG.loginSuccess });
  });

  test('when any second-factor route gets a malformed body, then it answers 4xx JSON, never 5xx', async () => {
    const agent = await loginAs(ctx, await insertAdminWithRole(ctx, 'manager'));
    const { agent: pending } = await passwordStep(finance);
    const junk: object[] = [{}, { code: 123456 }, { code: ['123456'] }, { response: 'x' }, { response: { id: 1, rawId: {}, type: 'x' } }];
    const routes: [request.Agent, 'post' | 'delete', string][] = [
      [pending, 'post', '/api/admin/login/code'],
      [pending, 'post', '/api/admin/login/passkey'],
      [agent, 'post', '/api/admin/account/totp/confirm'],
      [agent, 'delete', '/api/admin/account/totp'],
      [agent, 'post', '/api/admin/account/recovery-codes'],
      [agent, 'post', '/api/admin/account/passkeys'],
    ];
    for (const [who, method, path] of routes) {
      for (const body of junk) {
        const res = await who[method](path).set('Origin', PUBLIC_URL).send(body);
        expect([path, res.status >= 400 && res.status < 500, res.body.success]).toEqual([path, true, false]);
      }
    }
  });
});
