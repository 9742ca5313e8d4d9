import type { RequestHandler } from 'express';
import type multer from 'multer';
import type { Db } from '../db/client';
import type { Logger } from '../logger';
import type { StorageDriver } from '../storage/driver';

/** What every content module's routes need; built once in app.ts. */
export interface ContentDeps {
  db: Db;
  storage: StorageDriver;
  logger: Logger;
  /** multer, memory storage, bounded by UPLOAD_MAX_MB per file. */
  upload: multer.Multer;
  /** per-admin-session upload rate limit; goes after requireAdmin and before the multer step. */
  uploadLimit: RequestHandler;
}
