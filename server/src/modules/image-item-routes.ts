import { Router } from 'express';
import type { z } from 'zod';
import { requireCapability } from '../http/require-capability';
import { validate } from '../http/validate';
import { auditFrom, type AuditActor } from './audit/record';
import type { ContentDeps } from './content-deps';

/** What a list of admin-managed items with one image each offers its routes (sponsor logos, testimonials). */
export interface ImageItemService<Input> {
  list(): Promise<unknown>;
  /** `who` is the admin behind the request: each write records itself in the audit log. */
  create(input: Input, file: Buffer | undefined, who: AuditActor): Promise<unknown>;
  update(id: string, input: Input, file: Buffer | undefined, who: AuditActor): Promise<unknown>;
  remove(id: string, who: AuditActor): Promise<unknown>;
}

interface ImageItemRouteOptions<Input> {
  service: ImageItemService<Input>;
  schema: z.ZodType<Input>;
  /** The multipart field carrying the image. */
  fileField: string;
  /** DESIGN §4 names these per type (`/upload` and `/update/:id` for sponsors, `/` and `/:id` for testimonials). */
  paths: { list: string; create: string; update: string; remove: string };
}

/** Public list; admin create (201), update and delete, each upload rate-limited and validated the same way. */
export function imageItemRoutes<Input>(deps: ContentDeps, { service, schema, fileField, paths }: ImageItemRouteOptions<Input>): Router {
  const router = Router();
  const body = validate({ body: schema });
  const upload = [requireCapability('content.write'), deps.uploadLimit, deps.upload.single(fileField), body];
  router.get(paths.list, async (_req, res) => {
    res.json(await service.list());
  });
  router.post(paths.create, ...upload, async (req, res) => {
    res.status(201).json(await service.create(req.body as Input, req.file?.buffer, auditFrom(req)));
  });
  router.put(paths.update, ...upload, async (req, res) => {
    res.json(await service.update(String(req.params.id), req.body as Input, req.file?.buffer, auditFrom(req)));
  });
  router.delete(paths.remove, requireCapability('content.write'), async (req, res) => {
    res.json(await service.remove(String(req.params.id), auditFrom(req)));
  });
  return router;
}
