import type { RequestHandler } from 'express';
import type { Db } from '../db/client';
import type { Uploader } from '../http/upload';
import type { Logger } from '../logger';
import type { StorageDriver } from '../storage/driver';

/** What every content module's routes need; built once in app.ts. */
export interface ContentDeps {
  db: Db;
  storage: StorageDriver;
  logger: Logger;
  /** multer, memory storage, bounded by UPLOAD_MAX_MB per file, errors mapped to 4xx. */
  upload: Uploader;
  /** per-admin-session upload rate limit; goes after the capability guard and before the multer step. */
  uploadLimit: RequestHandler;
}
