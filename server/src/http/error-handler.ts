import type { ErrorRequestHandler, RequestHandler } from 'express';
import multer from 'multer';
import { ZodError } from 'zod';
import { MSG } from '@pageant/common';
import { AppError, NotFoundError } from '../errors';
import { RoleRequiredError } from './require-capability';

export interface ErrorBody {
  success: false;
  message: string;
  error: string;
  code: string;
  /** A ROLE_REQUIRED 403: the roles that may, so the admin UI can say whom to ask. */
  roles?: readonly string[];
}

export function errorBody(message: string, code: string): ErrorBody {
  return { success: false, message, error: message, code };
}

export const apiNotFound: RequestHandler = (req, _res, next) => {
  next(new NotFoundError(`No API route for ${req.method} ${req.baseUrl}${req.path}.`, 'ROUTE_NOT_FOUND'));
};

/** Every multer limit or misuse is the client's doing: too large is 413, the rest 400. */
const MULTER_STATUS: Record<string, [number, string]> = {
  LIMIT_FILE_SIZE: [413, MSG.payloadTooLarge],
  LIMIT_FIELD_VALUE: [413, 'A form field is too long.'],
  LIMIT_PART_COUNT: [413, 'The upload has too many parts.'],
  LIMIT_FIELD_COUNT: [413, 'The upload has too many fields.'],
  LIMIT_FILE_COUNT: [400, 'Too many files.'],
  LIMIT_FIELD_KEY: [400, 'A form field name is too long.'],
  LIMIT_UNEXPECTED_FILE: [400, 'Unexpected file field.'],
  MISSING_FIELD_NAME: [400, 'A form field has no name.'],
};

/**
 * PostgreSQL's data exceptions (class 22: bad text encoding, out-of-range number, malformed value)
 * can only come from a value; the edge checks should stop them first, this keeps a miss a 4xx.
 */
function databaseDataError(err: unknown): boolean {
  for (let e = err as { code?: unknown; cause?: unknown } | undefined, i = 0; e && i < 4; e = e.cause as typeof e, i++) {
    if (typeof e.code === 'string' && /^22[0-9A-Z]{3}$/.test(e.code)) return true;
  }
  return false;
}

/** Map everything to DESIGN §4's error JSON: 4xx for what a client can send, a logged 500 otherwise. */
function toResponse(err: unknown): { status: number; body: ErrorBody; log: boolean } {
  if (err instanceof RoleRequiredError)
    return { status: err.status, body: { ...errorBody(err.message, err.code), roles: err.roles }, log: false };
  if (err instanceof AppError) return { status: err.status, body: errorBody(err.message, err.code), log: false };
  if (err instanceof ZodError) {
    const first = err.issues[0];
    return { status: 400, body: errorBody(first?.message ?? 'Invalid input.', 'VALIDATION_FAILED'), log: false };
  }
  if (err instanceof multer.MulterError) {
    const [status, message] = MULTER_STATUS[err.code] ?? [400, 'Invalid upload.'];
    return { status, body: errorBody(message, err.code), log: false };
  }
  if (databaseDataError(err)) return { status: 400, body: errorBody('A value in the request is not valid.', 'INVALID_VALUE'), log: true };
  const e = err as { type?: string; status?: number; statusCode?: number };
  if (e?.type === 'entity.parse.failed') return { status: 400, body: errorBody(MSG.malformedJson, 'MALFORMED_JSON'), log: false };
  if (e?.type === 'entity.too.large')
    return { status: 413, body: errorBody('The request body is too large.', 'PAYLOAD_TOO_LARGE'), log: false };
  const status = e?.status ?? e?.statusCode;
  // body-parser and friends raise http-errors with a 4xx status (bad charset, aborted request ...).
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return { status, body: errorBody('The request could not be processed.', 'BAD_REQUEST'), log: false };
  }
  return { status: 500, body: errorBody(MSG.internal, 'INTERNAL'), log: true };
}

export const errorHandler: ErrorRequestHandler = (err, req, res, next) => {
  const { status, body, log } = toResponse(err);
  if (log) req.log?.[status >= 500 ? 'error' : 'warn']({ err }, status >= 500 ? 'unhandled error' : 'invalid value reached the database');
  if (res.headersSent) {
    next(err);
    return;
  }
  res.status(status).json(body);
};
