import { createReadStream } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { Router } from 'express';
import { backupNameParams } from '@pageant/common/content/backups';
import { loginForExpiredBrowserSession } from '../../http/csv-download';
import { requireCapability } from '../../http/require-capability';
import { validate } from '../../http/validate';
import { auditFrom } from '../audit/service';
import type { BackupsService } from './service';

/** Mounted at /api/admin/backups; the Origin rule (app.ts) already guards the POST. */
export function backupRoutes(backups: BackupsService): Router {
  const router = Router();
  router.get('/', requireCapability('backups'), async (_req, res) => {
    res.set('Cache-Control', 'no-store').json(await backups.overview());
  });
  router.post('/', requireCapability('backups'), async (req, res) => {
    res.status(201).json(await backups.takeNow(auditFrom(req)));
  });
  router.get(
    '/:name/download',
    loginForExpiredBrowserSession,
    requireCapability('backups'),
    validate({ params: backupNameParams }),
    async (req, res) => {
      const found = await backups.download(String(req.params.name), auditFrom(req));
      res.attachment(found.name);
      res.type('application/gzip');
      res.set({ 'Content-Length': String(found.bytes), 'Cache-Control': 'no-store' });
      // A download the browser cancels is no error of ours.
      await pipeline(createReadStream(found.file), res).catch((err: unknown) => {
        if (!res.destroyed) throw err;
      });
    },
  );
  return router;
}
