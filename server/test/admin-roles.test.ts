import express from 'express';
import { ADMIN_ROLES, CAPABILITY_ROLES, ROLE_LABELS, roleMay, type AdminRole, type Capability } from '@pageant/common/content/admin-roles';
import { requireAdmin } from '../src/http/require-admin';
import { requireCapability } from '../src/http/require-capability';
import { createAdmin } from '../src/modules/auth/service';
import { ADMIN, PUBLIC_URL, UNKNOWN_ID, adminAgent, createTestContext, dbRows, type TestContext } from './helpers/app';
import { createAdminWithRole, type RoleAgent } from './helpers/admins';
import { listRoutes, unguardedAdminRoutes, type RouteEntry } from './helpers/admin-routes';

let ctx: TestContext;
let agents: Record<AdminRole, RoleAgent>;
let routes: RouteEntry[];

beforeAll(async () => {
  // The table calls every admin route once per role: far more than a minute's API or upload budget.
  ctx = await createTestContext({ RATE_LIMIT_API: '100000', RATE_LIMIT_UPLOAD: '100000' });
  agents = {} as Record<AdminRole, RoleAgent>;
  for (const role of ADMIN_ROLES) agents[role] = await createAdminWithRole(ctx, role);
  routes = listRoutes(ctx.app);
});
afterAll(async () => {
  await ctx?.close();
});

/** A concrete URL for a route pattern: every parameter names nothing that exists. */
const urlOf = (path: string) => path.replace(/[{}]/gu, '').replace(/[:*]\w+/gu, UNKNOWN_ID);

function call(agent: RoleAgent, route: Pick<RouteEntry, 'method' | 'path'>) {
  const url = urlOf(route.path);
  const req = agent[route.method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete'](url).set('Origin', PUBLIC_URL);
  return route.method === 'GET' || route.method === 'HEAD' ? req : req.send({});
}

/**
 * What each admin route needs, reviewed against the roles. The table is checked against the
 * router stack both ways, so a new admin route fails until its capability is decided here, and the
 * role calls below use this table, not the guard's own word: a route guarded with the wrong
 * capability fails them.
 */
const EXPECTED: Record<string, Capability> = {
  'GET /api/admin/check': 'self',
  'POST /api/admin/logout': 'self',
  'GET /api/admin/account/second-factor': 'self',
  'POST /api/admin/account/totp/setup': 'self',
  'POST /api/admin/account/totp/confirm': 'self',
  'DELETE /api/admin/account/totp': 'self',
  'POST /api/admin/account/recovery-codes': 'self',
  'POST /api/admin/account/passkeys/options': 'self',
  'POST /api/admin/account/passkeys': 'self',
  'DELETE /api/admin/account/passkeys/:id': 'self',
  'GET /api/admin/security-policy': 'accounts',
  'PUT /api/admin/security-policy': 'accounts',
  'GET /api/admin/account/sessions': 'self',
  'DELETE /api/admin/account/sessions/:id': 'self',
  'POST /api/admin/account/password': 'self',
  'GET /api/admin/users': 'accounts',
  'POST /api/admin/users': 'accounts',
  'PATCH /api/admin/users/:id': 'accounts',
  'POST /api/event/toggle': 'event',
  'PATCH /api/event/status': 'event',
  'PUT /api/event/schedule': 'event',
  'POST /api/event/reveal': 'event',
  'GET /api/admin/season': 'event',
  'PUT /api/admin/season': 'event',
  'POST /api/admin/payments/reconcile': 'money',
  'POST /api/admin/payments/:txnid/refund': 'money',
  'GET /api/admin/payments': 'money',
  'GET /api/admin/payments/export.csv': 'money',
  'GET /api/details/all': 'registrations.read',
  'GET /api/details/export.csv': 'registrations.read',
  'PATCH /api/admin/registrations/:id/stage': 'registrations.act',
  'POST /api/admin/registrations/:id/candidate': 'registrations.act',
  'POST /api/home-images/upload': 'content.write',
  'DELETE /api/home-images/:type': 'content.write',
  'POST /api/home-brands': 'content.write',
  'PUT /api/home-brands/:id': 'content.write',
  'DELETE /api/home-brands/:id': 'content.write',
  'POST /api/sponsor/upload': 'content.write',
  'PUT /api/sponsor/update/:id': 'content.write',
  'DELETE /api/sponsor/delete/:id': 'content.write',
  'POST /api/csr/upload': 'content.write',
  'DELETE /api/csr/delete/:id': 'content.write',
  'POST /api/testimonials': 'content.write',
  'PUT /api/testimonials/:id': 'content.write',
  'DELETE /api/testimonials/:id': 'content.write',
  'POST /api/team/:type': 'content.write',
  'PUT /api/team/:type/:id': 'content.write',
  'DELETE /api/team/:id': 'content.write',
  'POST /api/media': 'content.write',
  'PUT /api/media/reorder': 'content.write',
  'PUT /api/media/:id': 'content.write',
  'DELETE /api/media/:id': 'content.write',
  'POST /api/ngo-content': 'content.write',
  'PATCH /api/ngo-content': 'content.write',
  'PUT /api/ngo-content/:id': 'content.write',
  'DELETE /api/ngo-content/:id': 'content.write',
  'POST /api/competition-page': 'content.write',
  'PUT /api/competition-page': 'content.write',
  'DELETE /api/competition-page': 'content.write',
  'GET /api/admin/csr/targets': 'content.read',
  'PUT /api/admin/csr/targets': 'content.write',
  'GET /api/admin/csr/standings': 'content.read',
  'GET /api/admin/csr/export.csv': 'content.read',
  'POST /api/candidates/create': 'content.write',
  'PUT /api/candidates/update/:id': 'content.write',
  'DELETE /api/candidates/delete/:id': 'content.write',
  'GET /api/votes/ledger': 'money',
  'GET /api/votes/ledger.csv': 'money',
  'GET /api/admin/cheers': 'content.read',
  'PATCH /api/admin/cheers/:id': 'content.write',
  'GET /api/admin/audit': 'audit',
  'GET /api/admin/audit/filters': 'audit',
  'GET /api/admin/backups': 'backups',
  'POST /api/admin/backups': 'backups',
  'GET /api/admin/backups/:name/download': 'backups',
};
const keyOf = (r: Pick<RouteEntry, 'method' | 'path'>) => `${r.method} ${r.path}`;
const guarded = () => routes.filter((r) => r.capability).map((r) => ({ ...r, capability: EXPECTED[keyOf(r)] ?? r.capability }));
/** Signing out ends the agent's session: it goes last. */
const signsOut = (r: RouteEntry) => r.path === '/api/admin/logout';

describe('the route table', () => {
  it('finds the admin routes of the real app, each guarded by a capability', () => {
    expect(routes.length).toBeGreaterThan(40);
    expect(routes).toContainEqual(expect.objectContaining({ method: 'POST', path: '/api/admin/payments/:txnid/refund' }));
    expect(routes).toContainEqual(expect.objectContaining({ method: 'POST', path: '/api/event/toggle' }));
    expect(unguardedAdminRoutes(routes)).toEqual([]);
  });

  it('each guarded route needs what the reviewed table says, and the table names no route that is gone', () => {
    const found = Object.fromEntries(routes.filter((r) => r.capability).map((r) => [keyOf(r), r.capability]));
    expect(found).toEqual(EXPECTED);
  });

  it('fails a route with no capability guard, and one still behind the role-blind requireAdmin', () => {
    const app = express();
    const admin = express.Router();
    admin.get('/guarded', requireCapability('money'), (_req, res) => void res.json({}));
    admin.get('/forgotten', (_req, res) => void res.json({}));
    const event = express.Router();
    event.post('/toggle', requireAdmin, (_req, res) => void res.json({}));
    const api = express.Router();
    api.use('/admin', admin);
    api.use('/event', event);
    app.use('/api', api);
    expect(unguardedAdminRoutes(listRoutes(app))).toEqual(['GET /api/admin/forgotten', 'POST /api/event/toggle']);
  });

  it('sees a guard used on a whole router', () => {
    const app = express();
    const router = express.Router();
    router.use(requireCapability('backups'));
    router.get('/', (_req, res) => void res.json({}));
    app.use('/api/admin/things', router);
    expect(listRoutes(app)).toEqual([{ method: 'GET', path: '/api/admin/things', capability: 'backups', roleBlind: false }]);
  });
});

describe('each role against every guarded route', () => {
  it('forbidden: 403 ROLE_REQUIRED naming the roles that may, and nothing changes', async () => {
    expect(guarded().length).toBeGreaterThan(40);
    const auditBefore = await dbRows(ctx, 'SELECT count(*)::int AS n FROM audit_log');
    const failures: string[] = [];
    for (const route of guarded()) {
      const may = CAPABILITY_ROLES[route.capability!] as readonly AdminRole[];
      for (const role of ADMIN_ROLES.filter((r) => !may.includes(r))) {
        const res = await call(agents[role], route);
        const named = may.every((r) => String(res.body.message).includes(ROLE_LABELS[r]));
        if (res.status !== 403 || res.body.code !== 'ROLE_REQUIRED' || !named || String(res.body.roles) !== String(may)) {
          failures.push(`${role} ${route.method} ${route.path}: ${res.status} ${JSON.stringify(res.body)}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect(await dbRows(ctx, 'SELECT count(*)::int AS n FROM audit_log')).toEqual(auditBefore);
  });

  it('allowed: past the guard (2xx, or 4xx for the empty input), never 401, 403 or 5xx', async () => {
    expect(guarded().length).toBeGreaterThan(40);
    const failures: string[] = [];
    const ordered = [...guarded().filter((r) => !signsOut(r)), ...guarded().filter(signsOut)];
    for (const route of ordered) {
      for (const role of ADMIN_ROLES.filter((r) => roleMay(r, route.capability!))) {
        const res = await call(agents[role], route);
        if (res.status === 401 || res.status === 403 || res.status >= 500) {
          failures.push(`${role} ${route.method} ${route.path}: ${res.status} ${JSON.stringify(res.body)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('who is signed in', () => {
  it('GET /api/admin/check answers her name, e-mail and role (AdminMe)', async () => {
    const finance = await createAdminWithRole(ctx, 'finance', { name: 'Asha Rao', email: 'asha@example.org' });
    const res = await finance.get('/api/admin/check');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      success: true,
      username: finance.account.username,
      name: 'Asha Rao',
      email: 'asha@example.org',
      role: 'finance',
      twoFactor: false,
      mustSetUpSecondFactor: false,
    });
  });

  it('the first admin (ADMIN_USERNAME at start) and one made with the CLI are owners', async () => {
    const first = await (await adminAgent(ctx)).get('/api/admin/check');
    expect(first.body).toMatchObject({ username: ADMIN.username, role: 'owner' });
    const made = await createAdmin(ctx.database.db, 'cli-made', 'a long enough password');
    expect(made.role).toBe('owner');
    expect(await dbRows(ctx, 'SELECT role FROM admin_users WHERE username = $1', ['cli-made'])).toEqual([{ role: 'owner' }]);
  });
});

describe('the audit log names the acting admin, whatever her role', () => {
  it('a manager switching the event and finance reconciling payments are recorded under their own names', async () => {
    const manager = await createAdminWithRole(ctx, 'manager');
    const finance = await createAdminWithRole(ctx, 'finance');
    expect((await manager.post('/api/event/toggle').set('Origin', PUBLIC_URL).send({ isActive: true })).status).toBe(200);
    expect((await finance.post('/api/admin/payments/reconcile').set('Origin', PUBLIC_URL).send({})).status).toBe(200);
    const actors = await dbRows(ctx, 'SELECT actor, action FROM audit_log WHERE actor = ANY($1) ORDER BY seq', [
      [manager.account.username, finance.account.username],
    ]);
    expect(actors).toEqual([
      { actor: manager.account.username, action: 'auth.login' },
      { actor: finance.account.username, action: 'auth.login' },
      { actor: manager.account.username, action: 'event.toggle' },
      { actor: finance.account.username, action: 'payments.reconcile' },
    ]);
  });
});

describe('while the owner requires a second factor she has not set up', () => {
  const requireSecondFactor = (on: boolean) =>
    dbRows(
      ctx,
      'INSERT INTO admin_security_policy (id, require_second_factor) VALUES (1, $1) ON CONFLICT (id) DO UPDATE SET require_second_factor = $1',
      [on],
    );
  afterEach(() => requireSecondFactor(false));

  it('the shell can still ask who she is (check stays open), while a money route is held back', async () => {
    const finance = await createAdminWithRole(ctx, 'finance');
    await requireSecondFactor(true);
    expect((await finance.get('/api/admin/payments')).body).toMatchObject({ code: 'SECOND_FACTOR_REQUIRED' });
    const check = await finance.get('/api/admin/check');
    expect(check.status).toBe(200);
    expect(check.body).toMatchObject({ username: finance.account.username, role: 'finance' });
  });
});
