import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { StorageDriver } from './driver';
import { isValidKey, newKey } from './keys';
import { variantsOf } from './variants';

export function createLocalStorage(rootDir: string, publicPrefix = '/uploads'): StorageDriver {
  const putAt: StorageDriver['putAt'] = async (key, data) => {
    if (!isValidKey(key)) throw new Error(`not a storage key: ${key}`);
    const file = path.join(rootDir, key);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, data, { flag: 'wx' });
    return { key, url: `${publicPrefix}/${key}` };
  };
  return {
    put: (data, ext, contentType) => putAt(newKey(ext), data, contentType),
    putAt,
    async delete(key) {
      if (!isValidKey(key)) return;
      // The image last, so a failed delete never leaves variants that nothing names.
      await Promise.all(variantsOf(key).map((v) => rm(path.join(rootDir, v.key), { force: true })));
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
