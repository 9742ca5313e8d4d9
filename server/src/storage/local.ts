import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { StorageDriver } from './driver';
import { isValidKey, newKey } from './keys';

export function createLocalStorage(rootDir: string, publicPrefix = '/uploads'): StorageDriver {
  return {
    async put(data, ext) {
      const key = newKey(ext);
      const file = path.join(rootDir, key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, data, { flag: 'wx' });
      return { key, url: `${publicPrefix}/${key}` };
    },
    async delete(key) {
      if (!isValidKey(key)) return;
      await rm(path.join(rootDir, key), { force: true });
    },
    async read(key) {
      if (!isValidKey(key)) return null;
      try {
        return await readFile(path.join(rootDir, key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
  };
}
