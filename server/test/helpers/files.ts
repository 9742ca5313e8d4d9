import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { TestContext } from './app';

/** A real PNG, small enough to keep tests fast; the colour makes two uploads differ. */
export const testPng = (background = '#2B0A3D') =>
  sharp({ create: { width: 40, height: 30, channels: 3, background } })
    .png()
    .toBuffer();

/** How many stored images the test's local storage holds right now. */
export function storedFileCount(ctx: TestContext): number {
  const dir = path.join(ctx.config.uploadsDir, 'images');
  return existsSync(dir) ? readdirSync(dir).length : 0;
}

/** Where a public `/uploads/...` URL's file lives in the test's local storage. */
export const storedPath = (ctx: TestContext, url: string): string => path.join(ctx.config.uploadsDir, url.replace(/^\/uploads\//, ''));

/** Whether a storage key's file is on disk. */
export const isStored = (ctx: TestContext, key: string | null | undefined) =>
  Boolean(key) && existsSync(path.join(ctx.config.uploadsDir, key!));
