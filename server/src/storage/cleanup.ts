import type { Logger } from '../logger';
import type { StorageDriver, StoredObject } from './driver';
import { storeImage, type ImageOptions } from './images';

/**
 * Removes stored files, never failing the request over it: called after the database change has
 * committed (old files of a replaced or deleted item) or after it failed (new files nobody uses).
 */
export async function removeStored(storage: StorageDriver, keys: (string | null | undefined)[], log?: Logger): Promise<void> {
  await Promise.all(
    keys
      .filter((k): k is string => Boolean(k))
      .map(async (key) => {
        try {
          await storage.delete(key);
        } catch (err) {
          log?.warn({ err, key }, 'could not delete a stored file');
        }
      }),
  );
}

interface StoreDeps {
  storage: StorageDriver;
  log?: Logger;
}

/** Runs the database write that uses files already stored under `keys`, and removes them again if it fails. */
export async function removeIfWriteFails<T>(deps: StoreDeps, keys: (string | null | undefined)[], write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    await removeStored(deps.storage, keys, deps.log);
    throw err;
  }
}

/**
 * Stores an upload through the image pipeline, runs the database write with it, and removes the
 * new file again if the write fails, so a failed request leaves no orphan behind.
 */
export async function withStoredImage<T>(
  deps: StoreDeps,
  file: Buffer,
  opts: ImageOptions,
  write: (img: StoredObject) => Promise<T>,
): Promise<T>;
export async function withStoredImage<T>(
  deps: StoreDeps,
  file: Buffer | undefined,
  opts: ImageOptions,
  write: (img: StoredObject | undefined) => Promise<T>,
): Promise<T>;
export async function withStoredImage<T>(
  deps: StoreDeps,
  file: Buffer | undefined,
  opts: ImageOptions,
  write: (img: StoredObject) => Promise<T>,
): Promise<T> {
  const stored = file ? await storeImage(deps.storage, file, opts) : undefined;
  const img = stored && { url: stored.url, key: stored.key };
  // Without a file the second overload applies, whose callback accepts undefined.
  return removeIfWriteFails(deps, [img?.key], () => write(img as StoredObject));
}

/**
 * The same for several uploads, all or nothing: they are stored one at a time (sharp already uses
 * every core per image, and memory stays bounded), and one bad file or a failed write removes every
 * file this call stored.
 */
export async function withStoredImages<T>(
  deps: StoreDeps,
  files: Buffer[],
  opts: ImageOptions,
  write: (imgs: StoredObject[]) => Promise<T>,
): Promise<T> {
  const stored: StoredObject[] = [];
  try {
    for (const file of files) {
      const img = await storeImage(deps.storage, file, opts);
      stored.push({ url: img.url, key: img.key });
    }
    return await write(stored);
  } catch (err) {
    await removeStored(
      deps.storage,
      stored.map((s) => s.key),
      deps.log,
    );
    throw err;
  }
}
