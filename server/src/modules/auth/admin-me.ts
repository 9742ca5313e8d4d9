import { Router } from 'express';
import { eq } from 'drizzle-orm';
import type { AdminMe } from '@pageant/common/content/admin-accounts';
import type { Db } from '../../db/client';
import { adminUsers } from '../../db/schema';
import { UnauthorizedError } from '../../errors';
import { requireCapability } from '../../http/require-capability';
import { openDuringSetup } from '../../http/second-factor-gate';
import { secondFactorStanding } from '../second-factor/service';

/** GET /api/admin/check's answer: who she is and what the shell must do first, from her row. */
export async function adminMe(db: Db, id: string): Promise<AdminMe> {
  const [row] = await db
    .select({ username: adminUsers.username, name: adminUsers.name, email: adminUsers.email, role: adminUsers.role })
    .from(adminUsers)
    .where(eq(adminUsers.id, id))
    .limit(1);
  // Deleted between her session's load and this read: as signed out.
  if (!row) throw new UnauthorizedError();
  return { success: true, ...row, ...(await secondFactorStanding(db, { id, role: row.role })) };
}

/** Mounted at /api/admin; the admin shell asks it first, so it is open to every role. */
export function adminMeRoutes(db: Db): Router {
  const router = Router();
  // Open while the owner's policy holds her back: the shell learns from it where to send her.
  router.get('/check', openDuringSetup, requireCapability('self'), async (req, res) => {
    res.set('Cache-Control', 'no-store').json(await adminMe(db, req.user!.id));
  });
  return router;
}
