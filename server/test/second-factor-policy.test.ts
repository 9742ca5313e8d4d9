import type request from 'supertest';
import { ADMIN_ACCOUNT_MSG } from '@pageant/common/content/admin-accounts';
import { SECOND_FACTOR_MSG } from '@pageant/common/content/second-factor';
import { PUBLIC_URL, adminTestContext, dbRows, type AdminAgent, type TestContext } from './helpers/app';
import { createAdminWithRole, type RoleAgent } from './helpers/admins';
import { totpAt, totpStep } from '../src/modules/second-factor/totp';

let ctx: TestContext;
let owner: AdminAgent;
beforeAll(async () => ({ ctx, admin: owner } = await adminTestContext()));
afterAll(() => ctx.close());

const send = (agent: request.Agent, method: 'post' | 'put' | 'delete', path: string, body: object = {}) =>
  agent[method](path).set('Origin', PUBLIC_URL).send(body);
const setPolicy = (requireSecondFactor: boolean) => send(owner, 'put', '/api/admin/security-policy', { requireSecondFactor });

const REQUIRED = {
  success: false,
  message: ADMIN_ACCOUNT_MSG.secondFactorRequired,
  error: ADMIN_ACCOUNT_MSG.secondFactorRequired,
  code: 'SECOND_FACTOR_REQUIRED',
};

describe("the owner's second-factor policy", () => {
  let finance: RoleAgent;
  let editor: RoleAgent;
  let manager: RoleAgent;

  beforeAll(async () => {
    finance = await createAdminWithRole(ctx, 'finance');
    editor = await createAdminWithRole(ctx, 'editor');
    manager = await createAdminWithRole(ctx, 'manager');
  });
  afterEach(async () => {
    await dbRows(ctx, 'DELETE FROM admin_security_policy');
  });

  test('when the owner sets the policy, then it is saved and audited; anything but a boolean, or a non-owner, is refused', async () => {
    expect((await owner.get('/api/admin/security-policy')).body).toEqual({ requireSecondFactor: false });
    const bad = await send(owner, 'put', '/api/admin/security-policy', { requireSecondFactor: 'yes' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe(SECOND_FACTOR_MSG.policyInvalid);
    const byFinance = await send(finance, 'put', '/api/admin/security-policy', { requireSecondFactor: false });
    expect(byFinance.status).toBe(403);
    expect(byFinance.body.code).toBe('ROLE_REQUIRED');

    const saved = await setPolicy(true);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ success: true, requireSecondFactor: true });
    const [row] = await dbRows(ctx, 'SELECT require_second_factor FROM admin_security_policy');
    expect(row).toEqual({ require_second_factor: true });
    const audit = await dbRows(ctx, "SELECT actor, summary FROM audit_log WHERE action = 'auth.security_policy'");
    expect(audit).toEqual([{ actor: 'admin', summary: 'second factor required for owner, manager and finance' }]);
  });

  test('when the policy is off, then finance without a second factor reaches the payments', async () => {
    expect((await finance.get('/api/admin/payments')).status).toBe(200);
  });

  test('when the policy is on, then finance without a factor is sent to set one up, reaches only the setup routes, and is let through once she has one', async () => {
    expect((await setPolicy(true)).status).toBe(200);

    const payments = await finance.get('/api/admin/payments');
    expect(payments.status).toBe(403);
    expect(payments.body).toEqual(REQUIRED);
    // The same hold on an admin route outside /api/admin (the event switch), for a manager.
    const toggle = await send(manager, 'post', '/api/event/toggle', { isActive: true });
    expect(toggle.status).toBe(403);
    expect(toggle.body).toEqual(REQUIRED);

    const check = await finance.get('/api/admin/check');
    expect(check.status).toBe(200);
    expect(check.body).toMatchObject({ role: 'finance', twoFactor: false, mustSetUpSecondFactor: true });
    const status = await finance.get('/api/admin/account/second-factor');
    expect(status.status).toBe(200);
    expect(status.body).toEqual({ totp: false, passkeys: [], recoveryCodesLeft: 0, required: true });
    const setup = await send(finance, 'post', '/api/admin/account/totp/setup');
    expect(setup.status).toBe(200);
    const options = await send(finance, 'post', '/api/admin/account/passkeys/options');
    expect(options.status).toBe(200);

    const secret = setup.body.secret as string;
    const confirmed = await send(finance, 'post', '/api/admin/account/totp/confirm', { code: totpAt(secret, totpStep(Date.now())) });
    expect(confirmed.status).toBe(200);
    expect((await finance.get('/api/admin/payments')).status).toBe(200);
    expect((await finance.get('/api/admin/check')).body).toMatchObject({ twoFactor: true, mustSetUpSecondFactor: false });

    // Her only factor cannot go while the policy stands, and the refusal costs her no recovery code.
    const codes = confirmed.body.recoveryCodes as string[];
    const removal = await send(finance, 'delete', '/api/admin/account/totp', { code: codes[0] });
    expect(removal.status).toBe(409);
    expect(removal.body).toMatchObject({ message: SECOND_FACTOR_MSG.lastFactor, code: 'LAST_SECOND_FACTOR' });
    expect((await finance.get('/api/admin/account/second-factor')).body).toMatchObject({ totp: true, recoveryCodesLeft: 10 });
  });

  test('when the policy is on, then an editor (no money) is not held', async () => {
    expect((await setPolicy(true)).status).toBe(200);
    expect((await editor.get('/api/admin/cheers')).status).toBe(200);
    expect((await editor.get('/api/admin/check')).body).toMatchObject({ role: 'editor', mustSetUpSecondFactor: false });
    expect((await editor.get('/api/admin/account/second-factor')).body).toMatchObject({ required: false });
  });
});
