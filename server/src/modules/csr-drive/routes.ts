import { Router } from 'express';
import { csrTargetsSchema, type CsrTargetsInput } from '@pageant/common/content/csr-drive';
import { loginForExpiredBrowserSession } from '../../http/csv-download';
import { requireCapability } from '../../http/require-capability';
import { validate } from '../../http/validate';
import { auditFrom } from '../audit/service';
import type { CsrDriveService } from './service';
import { standingsCsv } from './standings-csv';

/** 'csr-standings-2026-11-27.csv' */
const exportFileName = () => `csr-standings-${new Date().toISOString().slice(0, 10)}.csv`;

/** Mounted at /api: her drive's progress and every drive's total, public and fresh on every read. */
export function csrDrivePublicRoutes(drive: CsrDriveService): Router {
  const router = Router();
  router.get('/candidates/:id/fundraising', async (req, res) => {
    res.set('Cache-Control', 'no-store').json(await drive.progress(String(req.params.id)));
  });
  router.get('/fundraising/total', async (_req, res) => {
    res.set('Cache-Control', 'no-store').json(await drive.total());
  });
  return router;
}

/** Mounted at /api/admin/csr: the targets, the standings behind the finale's 30 marks, and their CSV. */
export function csrDriveAdminRoutes(drive: CsrDriveService): Router {
  const router = Router();
  router.get('/targets', requireCapability('content.read'), async (_req, res) => {
    res.set('Cache-Control', 'no-store').json(await drive.targets());
  });
  router.put('/targets', requireCapability('content.write'), validate({ body: csrTargetsSchema }), async (req, res) => {
    res.json(await drive.saveTargets(req.body as CsrTargetsInput, auditFrom(req)));
  });
  router.get('/standings', requireCapability('content.read'), async (_req, res) => {
    res.set('Cache-Control', 'no-store').json(await drive.standings());
  });
  router.get('/export.csv', loginForExpiredBrowserSession, requireCapability('content.read'), async (_req, res) => {
    const { rows } = await drive.standings();
    res.type('text/csv; charset=utf-8');
    res.attachment(exportFileName());
    res.setHeader('Cache-Control', 'no-store');
    // A BOM so Excel reads the UTF-8 names correctly.
    res.send(`\uFEFF${standingsCsv(rows)}`);
  });
  return router;
}
