import { Router, type Request } from 'express';
import {
  COMPETITION_FILE_FIELD,
  COMPETITION_MSG,
  competitionBodySchema,
  type CompetitionBody,
} from '@pageant/common/content/ngo-competition';
import { ValidationError } from '../../errors';
import { validate } from '../../http/validate';
import { requireCapability } from '../../http/require-capability';
import { auditFrom } from '../audit/service';
import type { ContentDeps } from '../content-deps';
import { competitionService, type SectionFile } from './service';

/** upload.any() accepts every field name, so only section_{index} files get through here. */
function sectionFiles(req: Request): SectionFile[] {
  const files = Array.isArray(req.files) ? req.files : [];
  return files.map((file) => {
    const match = COMPETITION_FILE_FIELD.exec(file.fieldname);
    if (!match) throw new ValidationError(COMPETITION_MSG.unexpectedFile);
    return { index: Number(match[1]), buffer: file.buffer };
  });
}

export function competitionRoutes(deps: ContentDeps): Router {
  const page = competitionService(deps.db, deps.storage, deps.logger);
  const body = validate({ body: competitionBodySchema });
  const router = Router();

  router.get('/', async (_req, res) => {
    res.json(await page.get());
  });
  router.post('/', requireCapability('content.write'), deps.uploadLimit, deps.upload.any(), body, async (req, res) => {
    res.status(201).json(await page.save('create', req.body as CompetitionBody, sectionFiles(req), auditFrom(req)));
  });
  router.put('/', requireCapability('content.write'), deps.uploadLimit, deps.upload.any(), body, async (req, res) => {
    res.json(await page.save('update', req.body as CompetitionBody, sectionFiles(req), auditFrom(req)));
  });
  router.delete('/', requireCapability('content.write'), async (req, res) => {
    res.json(await page.remove(auditFrom(req)));
  });
  return router;
}
