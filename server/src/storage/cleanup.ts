import type { Logger } from '../logger';
import type { StorageDriver } from './driver';

/**
 * Removes stored files, never failing the request over it: called after the database change has
 * committed (old files of a replaced or deleted item) or after it failed (new files nobody uses).
 */
export async function removeStored(storage: StorageDriver, keys: (string | null | undefined)[], log?: Logger): Promise<void> {
  await Promise.all(keys.filter((k): k is string => Boolean(k)).map(async (key) => {
    try {
      await storage.delete(key);
    } catch (err) {
      log?.warn({ err, key }, 'could not delete a stored file');
    }
  }));
}
