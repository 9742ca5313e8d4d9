import { Router } from 'express';
import {
  candidateFromRegistrationSchema,
  stageMoveSchema,
  type CandidateFromRegistrationInput,
  type StageMoveInput,
} from '@pageant/common/content/pipeline';
import { requireCapability } from '../../http/require-capability';
import { validate } from '../../http/validate';
import { auditFrom } from '../audit/service';
import type { PipelineService } from './pipeline-service';

/** Mounted at /api/admin/registrations: the admin's decisions in the contestant pipeline (issue #29). */
export function pipelineRoutes(pipeline: PipelineService): Router {
  const router = Router();
  router.patch('/:id/stage', requireCapability('registrations.act'), validate({ body: stageMoveSchema }), async (req, res) => {
    res.json(await pipeline.move(String(req.params.id), req.body as StageMoveInput, auditFrom(req)));
  });
  router.post(
    '/:id/candidate',
    requireCapability('registrations.act'),
    validate({ body: candidateFromRegistrationSchema }),
    async (req, res) => {
      res
        .status(201)
        .json(await pipeline.putOnVotingPage(String(req.params.id), req.body as CandidateFromRegistrationInput, auditFrom(req)));
    },
  );
  return router;
}
