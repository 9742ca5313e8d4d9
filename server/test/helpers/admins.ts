import { randomBytes } from 'node:crypto';
import request from 'supertest';
import type { AdminRole } from '@pageant/common/content/admin-roles';
import { hashPassword } from '../../src/modules/auth/password';
import { PUBLIC_URL, dbRows, type AdminAgent, type TestContext } from './app';

export interface TestAdmin {
  id: string;
  username: string;
  password: string;
  role: AdminRole;
}

/** A logged-in admin's agent, and who she is (for audit checks, PATCH /users/:id, a second login). */
export type RoleAgent = AdminAgent & { account: TestAdmin };

/**
 * An admin of the given role, straight into admin_users (the test is about what she may do, not how
 * she was invited). The username is unique per call, so a file can make several of one role.
 */
export async function insertAdminWithRole(
  ctx: TestContext,
  role: AdminRole,
  over: { username?: string; password?: string; email?: string; name?: string } = {},
): Promise<TestAdmin> {
  const username = over.username ?? `${role}-${randomBytes(4).toString('hex')}`;
  const password = over.password ?? `pw-${randomBytes(12).toString('hex')}`;
  const [row] = await dbRows(
    ctx,
    'INSERT INTO admin_users (username, password_hash, role, email, name) VALUES ($1, $2, $3, $4, $5) RETURNING id',
    [username, await hashPassword(password), role, over.email ?? null, over.name ?? null],
  );
  return { id: (row as { id: string }).id, username, password, role };
}

/** Signs an existing admin in through the real login; throws on anything but 200. */
export async function loginAs(ctx: TestContext, admin: TestAdmin): Promise<RoleAgent> {
  const agent = request.agent(ctx.app);
  const res = await agent.post('/api/admin/login').set('Origin', PUBLIC_URL).send({ username: admin.username, password: admin.password });
  if (res.status !== 200) throw new Error(`login as ${admin.role} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return Object.assign(agent, { account: admin });
}

/** An admin of `role`, logged in: `const finance = await createAdminWithRole(ctx, 'finance')`. */
export async function createAdminWithRole(
  ctx: TestContext,
  role: AdminRole,
  over: Parameters<typeof insertAdminWithRole>[2] = {},
): Promise<RoleAgent> {
  return loginAs(ctx, await insertAdminWithRole(ctx, role, over));
}
