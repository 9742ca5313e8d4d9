import type { RequestHandler } from 'express';
import multer from 'multer';
import { AppError } from '../errors';
import { checkBody } from './input-hygiene';

/** busboy's own parse failures (no boundary, truncated body, bad part header) are plain Errors. */
export class MalformedUploadError extends AppError {
  constructor(cause: unknown) {
    super(400, 'MALFORMED_MULTIPART', 'The upload could not be read. Please choose the files again and retry.', { cause });
  }
}

export interface Uploader {
  single(field: string): RequestHandler;
  array(field: string, maxCount?: number): RequestHandler;
  fields(fields: readonly multer.Field[]): RequestHandler;
  any(): RequestHandler;
  none(): RequestHandler;
}

/**
 * Memory storage bounded by size and count: files never touch a temp dir and never exceed
 * UPLOAD_MAX_MB each, so memory stays bounded; sharp re-encodes them before anything is stored.
 * Every step's failure reaches the error handler as a client error, and multipart text fields get
 * the same storable-text check as JSON bodies (they are parsed only here, after the edge check).
 */
export function imageUpload(maxBytes: number, maxFiles = 10): Uploader {
  const parser = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: maxBytes, files: maxFiles, fields: 50, fieldSize: 100 * 1024, parts: maxFiles + 50 },
  });
  const guarded =
    (step: RequestHandler): RequestHandler =>
    (req, res, next) => {
      step(req, res, (err?: unknown) => {
        if (err) return next(err instanceof multer.MulterError || err instanceof AppError ? err : new MalformedUploadError(err));
        try {
          checkBody(req);
        } catch (bad) {
          return next(bad);
        }
        next();
      });
    };
  return {
    single: (field) => guarded(parser.single(field)),
    array: (field, maxCount) => guarded(parser.array(field, maxCount)),
    fields: (fields) => guarded(parser.fields(fields)),
    any: () => guarded(parser.any()),
    none: () => guarded(parser.none()),
  };
}
