import { Router, type Request } from 'express';
import type { TeamType } from '@pageant/common';
import {
  TEAM_MSG,
  teamMemberParamsSchema,
  teamMemberSchema,
  teamTypeParamsSchema,
  type TeamMemberInput,
} from '@pageant/common/content/team-media';
import { validate } from '../../http/validate';
import { requireCapability } from '../../http/require-capability';
import { auditFrom } from '../audit/service';
import type { ContentDeps } from '../content-deps';
import { teamService, type TeamUploads } from './service';

/** An empty file part (a form's untouched file input) counts as no file. */
function uploads(req: Request): TeamUploads {
  const files = (req.files ?? {}) as Record<string, Express.Multer.File[] | undefined>;
  const pick = (field: string) => files[field]?.find((f) => f.size > 0)?.buffer;
  return { main: pick('main'), knowMore: pick('knowMore') };
}

export function teamRoutes(deps: ContentDeps): Router {
  const team = teamService(deps);
  const images = deps.upload.fields([
    { name: 'main', maxCount: 1 },
    { name: 'knowMore', maxCount: 1 },
  ]);
  const typeOf = (req: Request) => (req.params as { type: TeamType }).type;
  const router = Router();

  router.get('/', async (_req, res) => {
    res.json({ success: true, ...(await team.listGrouped()) });
  });
  router.get('/:type', validate({ params: teamTypeParamsSchema }), async (req, res) => {
    res.json({ success: true, members: await team.listByType(typeOf(req)) });
  });
  router.post(
    '/:type',
    requireCapability('content.write'),
    deps.uploadLimit,
    images,
    validate({ params: teamTypeParamsSchema, body: teamMemberSchema }),
    async (req, res) => {
      const member = await team.create(typeOf(req), req.body as TeamMemberInput, uploads(req), auditFrom(req));
      res.status(201).json({ success: true, message: TEAM_MSG.added, member });
    },
  );
  router.put(
    '/:type/:id',
    requireCapability('content.write'),
    deps.uploadLimit,
    images,
    validate({ params: teamMemberParamsSchema, body: teamMemberSchema }),
    async (req, res) => {
      const member = await team.update(typeOf(req), req.params.id as string, req.body as TeamMemberInput, uploads(req), auditFrom(req));
      res.json({ success: true, message: TEAM_MSG.updated, member });
    },
  );
  router.delete('/:id', requireCapability('content.write'), async (req, res) => {
    const members = await team.remove(req.params.id as string, auditFrom(req));
    res.json({ success: true, message: TEAM_MSG.deleted, members });
  });
  return router;
}
