import { Router } from 'express';
import type { z } from 'zod';
import { requireAdmin } from '../http/require-admin';
import { validate } from '../http/validate';
import type { ContentDeps } from './content-deps';

/** What a list of admin-managed items with one image each offers its routes (sponsor logos, testimonials). */
export interface ImageItemService<Input> {
  list(): Promise<unknown>;
  create(input: Input, file: Buffer | undefined): Promise<unknown>;
  update(id: string, input: Input, file: Buffer | undefined): Promise<unknown>;
  remove(id: string): Promise<unknown>;
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
  const upload = [requireAdmin, deps.uploadLimit, deps.upload.single(fileField), body];
  router.get(paths.list, async (_req, res) => {
    res.json(await service.list());
  });
  router.post(paths.create, ...upload, async (req, res) => {
    res.status(201).json(await service.create(req.body as Input, req.file?.buffer));
  });
  router.put(paths.update, ...upload, async (req, res) => {
    res.json(await service.update(String(req.params.id), req.body as Input, req.file?.buffer));
  });
  router.delete(paths.remove, requireAdmin, async (req, res) => {
    res.json(await service.remove(String(req.params.id)));
  });
  return router;
}
