import request from 'supertest';
import { MSG } from '@pageant/common';
import { ADMIN_ACCOUNT_MSG } from '@pageant/common/content/admin-accounts';
import { SECOND_FACTOR_MSG } from '@pageant/common/content/second-factor';
import { PUBLIC_URL, createTestContext, dbRows, type TestContext } from './helpers/app';
import { insertAdminWithRole, loginAs, type TestAdmin } from './helpers/admins';
import { base32Decode, base32Encode } from '../src/modules/second-factor/base32';
import { hotp, totpAt, totpStep } from '../src/modules/second-factor/totp';

const LOGIN_LIMIT = 6;
let ctx: TestContext;
beforeAll(async () => (ctx = await createTestContext({ RATE_LIMIT_LOGIN: String(LOGIN_LIMIT) })));
afterAll(() => ctx.close());

describe('TOTP itself (RFC 6238 appendix B, HMAC-SHA-1, 8 digits)', () => {
  const key = Buffer.from('12345678901234567890');
  test.each([
    [59, '94287082'],
    [1111111109, '07081804'],
    [1111111111, '14050471'],
    [1234567890, '89005924'],
    [2000000000, '69279037'],
    [20000000000, '65353130'],
  ])('when the time is %i s, then the code is %s', (seconds, code) => {
    expect(hotp(key, totpStep(seconds * 1000), 8)).toBe(code);
  });

  test('when bytes go through base32 (RFC 4648 vectors, unpadded), then they come back unchanged', () => {
    const vectors = { f: 'MY', fo: 'MZXQ', foo: 'MZXW6', foob: 'MZXW6YQ', fooba: 'MZXW6YTB', foobar: 'MZXW6YTBOI' };
    for (const [plain, encoded] of Object.entries(vectors)) {
      expect(base32Encode(Buffer.from(plain))).toBe(encoded);
      expect(Buffer.from(base32Decode(`${encoded.toLowerCase()}==`)).toString()).toBe(plain);
    }
    expect(() => base32Decode('MZ1')).toThrow();
  });
});

const post = (agent: request.Agent, path: string, body: object = {}) => agent.post(path).set('Origin', PUBLIC_URL).send(body);

/** The next code her app would show that the server has not yet taken. */
async function nextCode(admin: TestAdmin, secret: string): Promise<string> {
  const [row] = await dbRows(ctx, 'SELECT totp_last_step FROM admin_users WHERE id = $1', [admin.id]);
  const last = row?.totp_last_step === null ? -Infinity : Number(row?.totp_last_step);
  const now = totpStep(Date.now());
  const step = [now - 1, now, now + 1].find((s) => s > last);
  if (step === undefined) throw new Error('no unused step left in the window');
  return totpAt(secret, step);
}

/** A well-formed code that no step near now has. */
function wrongCode(secret: string): string {
  const now = totpStep(Date.now());
  const near = new Set([-2, -1, 0, 1, 2].map((d) => totpAt(secret, now + d)));
  for (let n = 123456; ; n++) if (!near.has(String(n))) return String(n);
}

async function passwordStep(admin: TestAdmin) {
  const agent = request.agent(ctx.app);
  const res = await post(agent, '/api/admin/login', { username: admin.username, password: admin.password });
  return { agent, res };
}

const auditOf = (action: string, actor: string) =>
  dbRows(ctx, 'SELECT actor, action, target, summary FROM audit_log WHERE action = $1 AND actor = $2 ORDER BY at', [action, actor]);

describe('TOTP and recovery codes', () => {
  let manager: TestAdmin;
  let secret: string;
  let recoveryCodes: string[];

  beforeAll(async () => {
    manager = await insertAdminWithRole(ctx, 'manager');
  });

  test('when she confirms a code from the new secret, then her app is on and she gets ten recovery codes, stored hashed', async () => {
    const agent = await loginAs(ctx, manager);
    const early = await post(agent, '/api/admin/account/totp/confirm', { code: '123456' });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(SECOND_FACTOR_MSG.setupExpired);

    const setup = await post(agent, '/api/admin/account/totp/setup');
    expect(setup.status).toBe(200);
    secret = setup.body.secret as string;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.body.otpauthUrl).toBe(
      `otpauth://totp/Pageant%20admin:${manager.username}?secret=${secret}&issuer=Pageant+admin&algorithm=SHA1&digits=6&period=30`,
    );
    expect(setup.body.qrSvg).toMatch(/^<svg[^>]*>.*<\/svg>$/s);

    const wrong = await post(agent, '/api/admin/account/totp/confirm', { code: wrongCode(secret) });
    expect(wrong.status).toBe(400);
    expect(wrong.body).toMatchObject({ success: false, message: ADMIN_ACCOUNT_MSG.codeInvalid, code: 'SECOND_FACTOR_CODE_INVALID' });
    expect((await dbRows(ctx, 'SELECT totp_enabled_at FROM admin_users WHERE id = $1', [manager.id]))[0]?.totp_enabled_at).toBeNull();

    const confirm = await post(agent, '/api/admin/account/totp/confirm', { code: totpAt(secret, totpStep(Date.now())) });
    expect(confirm.status).toBe(200);
    recoveryCodes = confirm.body.recoveryCodes as string[];
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    for (const c of recoveryCodes) expect(c).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
    const stored = await dbRows(ctx, 'SELECT code_hash FROM admin_recovery_codes WHERE admin_id = $1', [manager.id]);
    expect(stored).toHaveLength(10);
    for (const { code_hash } of stored) {
      expect(code_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(recoveryCodes).not.toContain(code_hash);
    }
    const status = await agent.get('/api/admin/account/second-factor');
    expect(status.body).toEqual({ totp: true, passkeys: [], recoveryCodesLeft: 10, required: false });
    expect(await auditOf('auth.totp_enabled', manager.username)).toHaveLength(1);
  });

  test('when her password is right, then she is not signed in yet: the answer asks for the second factor', async () => {
    const { agent, res } = await passwordStep(manager);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      secondFactor: { totp: true, passkey: false },
      message: ADMIN_ACCOUNT_MSG.secondFactorPending,
    });
    expect((await agent.get('/api/admin/check')).status).toBe(401);
    expect((await agent.get('/api/admin/account/second-factor')).status).toBe(401);
  });

  test('when the code is wrong, then 401, still signed out, and the audit log names her', async () => {
    const { agent } = await passwordStep(manager);
    const res = await post(agent, '/api/admin/login/code', { code: wrongCode(secret) });
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ success: false, message: ADMIN_ACCOUNT_MSG.codeInvalid, code: 'UNAUTHORIZED' });
    expect((await agent.get('/api/admin/check')).status).toBe(401);
    expect(await auditOf('auth.second_factor_failed', manager.username)).toEqual([
      {
        actor: manager.username,
        action: 'auth.second_factor_failed',
        target: manager.username,
        summary: 'wrong authenticator or recovery code',
      },
    ]);
  });

  test('when the code is right, then she is signed in (audited naming the factor), and the same code never works again', async () => {
    const code = await nextCode(manager, secret);
    const first = await passwordStep(manager);
    const ok = await post(first.agent, '/api/admin/login/code', { code });
    expect(ok.status).toBe(200);
    expect(ok.body).toEqual({ success: true, message: MSG.loginSuccess });
    expect((await first.agent.get('/api/admin/check')).status).toBe(200);
    expect((await auditOf('auth.login', manager.username)).map((e) => e.summary)).toContain('password and authenticator app');

    const again = await passwordStep(manager);
    const reused = await post(again.agent, '/api/admin/login/code', { code });
    expect(reused.status).toBe(401);
    expect((await again.agent.get('/api/admin/check')).status).toBe(401);
  });

  test('when she uses a recovery code, then it signs her in once, and never again', async () => {
    const first = await passwordStep(manager);
    const ok = await post(first.agent, '/api/admin/login/code', { code: ` ${recoveryCodes[0]!.toUpperCase()} ` });
    expect(ok.status).toBe(200);
    expect((await first.agent.get('/api/admin/check')).status).toBe(200);
    expect((await auditOf('auth.login', manager.username)).map((e) => e.summary)).toContain('password and recovery code');
    expect((await first.agent.get('/api/admin/account/second-factor')).body.recoveryCodesLeft).toBe(9);

    const again = await passwordStep(manager);
    const reused = await post(again.agent, '/api/admin/login/code', { code: recoveryCodes[0] });
    expect(reused.status).toBe(401);
  });

  test('when she asks for new recovery codes, then ten new ones work and the old ones are void', async () => {
    const { agent: her } = await passwordStep(manager);
    expect((await post(her, '/api/admin/login/code', { code: recoveryCodes[1] })).status).toBe(200);

    const renewed = await post(her, '/api/admin/account/recovery-codes', { code: recoveryCodes[2] });
    expect(renewed.status).toBe(200);
    const fresh = renewed.body.recoveryCodes as string[];
    expect(fresh).toHaveLength(10);
    expect(fresh.filter((c) => recoveryCodes.includes(c))).toEqual([]);
    expect(await auditOf('auth.recovery_codes_renewed', manager.username)).toHaveLength(1);

    const old = await passwordStep(manager);
    expect((await post(old.agent, '/api/admin/login/code', { code: recoveryCodes[3] })).status).toBe(401);
    const next = await passwordStep(manager);
    expect((await post(next.agent, '/api/admin/login/code', { code: fresh[0] })).status).toBe(200);
    recoveryCodes = fresh.slice(1);
  });

  test('when the code is not a code at all, then 400 with the format sentence', async () => {
    const { agent } = await passwordStep(manager);
    const res = await post(agent, '/api/admin/login/code', { code: '12ab' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(ADMIN_ACCOUNT_MSG.codeFormat);
  });

  test('when she was disabled after her password step, then the code signs nothing in', async () => {
    const { agent } = await passwordStep(manager);
    await dbRows(ctx, 'UPDATE admin_users SET disabled_at = now() WHERE id = $1', [manager.id]);
    try {
      const res = await post(agent, '/api/admin/login/code', { code: recoveryCodes[0] });
      expect(res.status).toBe(401);
      expect(res.body.message).toBe(SECOND_FACTOR_MSG.loginExpired);
    } finally {
      await dbRows(ctx, 'UPDATE admin_users SET disabled_at = NULL WHERE id = $1', [manager.id]);
    }
  });

  test('when wrong codes pass the login limit, then 429, even for the right code', async () => {
    await dbRows(ctx, 'DELETE FROM rate_limits');
    const { agent } = await passwordStep(manager);
    for (let i = 0; i < LOGIN_LIMIT; i++) {
      expect((await post(agent, '/api/admin/login/code', { code: wrongCode(secret) })).status).toBe(401);
    }
    const limited = await post(agent, '/api/admin/login/code', { code: recoveryCodes[0] });
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ success: false, message: MSG.tooManyLogins, code: 'RATE_LIMITED' });
    expect(limited.headers['retry-after']).toBeDefined();
    await dbRows(ctx, 'DELETE FROM rate_limits');
  });

  test('when she removes her app with a code, then the recovery codes go too and the password alone signs her in again', async () => {
    const { agent } = await passwordStep(manager);
    expect((await post(agent, '/api/admin/login/code', { code: recoveryCodes[0] })).status).toBe(200);
    const wrong = await agent
      .delete('/api/admin/account/totp')
      .set('Origin', PUBLIC_URL)
      .send({ code: wrongCode(secret) });
    expect(wrong.status).toBe(400);
    const removed = await agent.delete('/api/admin/account/totp').set('Origin', PUBLIC_URL).send({ code: recoveryCodes[1] });
    expect(removed.status).toBe(200);
    expect(await auditOf('auth.totp_removed', manager.username)).toHaveLength(1);
    expect((await agent.get('/api/admin/account/second-factor')).body).toEqual({
      totp: false,
      passkeys: [],
      recoveryCodesLeft: 0,
      required: false,
    });
    expect(await dbRows(ctx, 'SELECT 1 FROM admin_recovery_codes WHERE admin_id = $1', [manager.id])).toEqual([]);
    const plain = await passwordStep(manager);
    expect(plain.res.body).toEqual({ success: true, message: MSG.loginSuccess });
    expect((await plain.agent.get('/api/admin/check')).status).toBe(200);
  });
});
