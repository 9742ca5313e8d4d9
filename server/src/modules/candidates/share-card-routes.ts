import { Router } from 'express';
import { VOTING_MSG } from '@pageant/common/content/voting';
import { NotFoundError } from '../../errors';
import type { ContentDeps } from '../content-deps';
import { SHARE_CARD } from './share-card';
import { shareCardService } from './share-card-service';

const FILE = new RegExp(`^([0-9a-f]{16})\\.${SHARE_CARD.ext}$`);

/** GET /api/candidates/share-card/:id/:version.jpg, the og:image of her share page. */
export function shareCardRoutes(deps: Pick<ContentDeps, 'db' | 'storage' | 'logger'>): Router {
  const cards = shareCardService(deps);
  const router = Router();
  router.get('/:id/:file', async (req, res) => {
    const version = FILE.exec(String(req.params.file))?.[1];
    const answer = version ? await cards.card(String(req.params.id), version) : { kind: 'missing' as const };
    if (answer.kind === 'missing') throw new NotFoundError(VOTING_MSG.candidateNotFound, 'CANDIDATE_NOT_FOUND');
    if (answer.kind === 'moved') {
      res.set('Cache-Control', 'no-cache').redirect(302, answer.path);
      return;
    }
    // The URL changes whenever the picture would, so it may be kept for good.
    res.set('Cache-Control', 'public, max-age=31536000, immutable').type(SHARE_CARD.type).send(answer.body);
  });
  return router;
}
