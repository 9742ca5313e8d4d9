import { Router, type Request } from 'express';
import { candidateListQuerySchema, candidateSchema, type CandidateBody, type CandidateListQuery } from '@pageant/common/content/voting';
import { validate } from '../../http/validate';
import { requireCapability } from '../../http/require-capability';
import type { ContentDeps } from '../content-deps';
import type { CandidatesService } from './service';
import type { PublicListAnswers } from './public-list';
import { auditFrom } from '../audit/service';
import { shareCardRoutes } from './share-card-routes';

/** An admin session (the cookie) sees counts even while the public's are hidden (issue #15). */
const viewerOf = (req: Request) => ({ admin: Boolean(req.isAuthenticated?.() && req.user) });

/** The query string as sent, without the '?': the key under which a checked query is remembered. */
const rawQuery = (req: Request) => {
  const at = req.originalUrl.indexOf('?');
  return at < 0 ? '' : req.originalUrl.slice(at + 1);
};

export function candidateRoutes(
  deps: ContentDeps & {
    candidates: CandidatesService;
    publicList: PublicListAnswers;
  },
): Router {
  const { candidates } = deps;
  const router = Router();
  const body = validate({ body: candidateSchema });
  router.get('/fetch', validate({ query: candidateListQuerySchema }), async (req, res) => {
    const query = req.query as unknown as CandidateListQuery;
    const viewer = viewerOf(req);
    if (viewer.admin) return void res.set('Cache-Control', 'no-store').json(await candidates.list(query, viewer));
    await deps.publicList.send(req, res, query, rawQuery(req));
  });
  router.use('/share-card', shareCardRoutes(deps));
  router.get('/fetchbyid/:id', async (req, res) => {
    res.set('Cache-Control', 'no-store').json(await candidates.get(String(req.params.id), viewerOf(req)));
  });
  router.post('/create', requireCapability('content.write'), deps.uploadLimit, deps.upload.single('image'), body, async (req, res) => {
    res.status(201).json(await candidates.create(req.body as CandidateBody, req.file?.buffer, auditFrom(req)));
  });
  router.put('/update/:id', requireCapability('content.write'), deps.uploadLimit, deps.upload.single('image'), body, async (req, res) => {
    res.json(await candidates.update(String(req.params.id), req.body as CandidateBody, req.file?.buffer, auditFrom(req)));
  });
  router.delete('/delete/:id', requireCapability('content.write'), async (req, res) => {
    res.json(await candidates.remove(String(req.params.id), auditFrom(req)));
  });
  return router;
}
