import { Router, type Response } from 'express';
import { KIT_MSG, kitKindSchema } from '@pageant/common/content/share-kit';
import { NotFoundError } from '../../errors';
import type { MeKitService } from './service';

/** Whose kit a request is for: her session's candidate (app.ts passes the contestant gate's reader). */
export type SignedInCandidate = (res: Response) => { candidateId: string | null };

/**
 * GET /api/me/kit and /api/me/kit/:kind, behind the contestant gate: always her own kit, from her session;
 * nothing in the path or the query names a contestant.
 */
export function meKitRoutes(kit: MeKitService, herCandidate: SignedInCandidate): Router {
  const router = Router();
  router.get('/', async (_req, res) => {
    res.set('Cache-Control', 'private, no-store').json(await kit.list(herCandidate(res).candidateId));
  });
  router.get('/:kind', async (req, res) => {
    const kind = kitKindSchema.safeParse(req.params.kind);
    if (!kind.success) throw new NotFoundError(KIT_MSG.kindUnknown, 'KIT_KIND_NOT_FOUND');
    const file = await kit.file(herCandidate(res).candidateId, kind.data);
    res.attachment(file.fileName).type(file.contentType).set('Cache-Control', 'private, no-store').send(file.body);
  });
  return router;
}
