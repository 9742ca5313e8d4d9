import express from 'express';
import { ADMIN_ROLES, CAPABILITY_ROLES, ROLE_LABELS, roleMay, type AdminRole } from '@pageant/common/content/admin-roles';
import { requireAdmin } from '../src/http/require-admin';
import { requireCapability } from '../src/http/require-capability';
import { PUBLIC_URL, UNKNOWN_ID, createTestContext, dbRows, type TestContext } from './helpers/app';
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

const guarded = () => routes.filter((r) => r.capability);
/** Signing out ends the agent's session: it goes last. */
const signsOut = (r: RouteEntry) => r.path === '/api/admin/logout';

describe('the route table', () => {
  it('finds the admin routes of the real app, each guarded by a capability', () => {
    expect(routes.length).toBeGreaterThan(40);
    expect(routes).toContainEqual(expect.objectContaining({ method: 'POST', path: '/api/admin/payments/:txnid/refund' }));
    expect(routes).toContainEqual(expect.objectContaining({ method: 'POST', path: '/api/event/toggle' }));
    expect(unguardedAdminRoutes(routes)).toEqual([]);
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
