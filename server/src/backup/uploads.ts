import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** Every regular file under the uploads folder, as forward-slash paths relative to it, in a stable order. */
export function listUploads(uploadsDir: string | null): string[] {
  if (!uploadsDir || !existsSync(uploadsDir)) return [];
  const out: string[] = [];
  const walk = (rel: string) => {
    for (const d of readdirSync(path.join(uploadsDir, rel), { withFileTypes: true })) {
      const child = rel ? `${rel}/${d.name}` : d.name;
      if (d.isDirectory()) walk(child);
      else if (d.isFile()) out.push(child);
    }
  };
  walk('');
  return out.sort();
}

export async function hashFile(file: string): Promise<{ bytes: number; sha256: string }> {
  const hash = createHash('sha256');
  let bytes = 0;
  for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    bytes += chunk.length;
  }
  return { bytes, sha256: hash.digest('hex') };
}
