import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, mkdirSync, mkdtempSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { Pool } from 'pg';
import { BACKUP_FORMAT, MANIFEST_FILE, uploadFile, type BackupManifest, type BackupUpload } from './manifest';
import { formatBytes, takeSnapshot } from './snapshot';
import { tarEnd, tarHeader, tarPadding } from './tar';
import { hashFile, listUploads } from './uploads';

export interface WriteBackupOptions {
  pool: Pool;
  /** The local uploads folder; null where uploads live elsewhere (S3) and are not in the backup. */
  uploadsDir: string | null;
  outFile: string;
  onProgress?: (line: string) => void;
}

interface Member {
  name: string;
  size: number;
  /** Where the bytes come from; a file's hash is checked again as it is packed. */
  source: string | Buffer;
  sha256: string;
}

async function* members(list: Member[]): AsyncGenerator<Buffer> {
  for (const m of list) {
    yield tarHeader(m.name, m.size);
    if (Buffer.isBuffer(m.source)) {
      yield m.source;
    } else if (m.size > 0) {
      const hash = createHash('sha256');
      let bytes = 0;
      for await (const chunk of createReadStream(m.source, { start: 0, end: m.size - 1 }) as AsyncIterable<Buffer>) {
        hash.update(chunk);
        bytes += chunk.length;
        yield chunk;
      }
      // A file that changed while it was packed would make the archive disagree with its manifest.
      if (bytes !== m.size || hash.digest('hex') !== m.sha256)
        throw new Error(`${m.name} changed while the backup was being written; take the backup again.`);
    }
    yield tarPadding(m.size);
  }
  yield tarEnd();
}

/**
 * Writes one .tar.gz: manifest.json first, then each table's COPY text, then the uploads. The
 * archive appears under outFile only once it is complete (written beside it, then renamed).
 */
export async function writeBackup(opts: WriteBackupOptions): Promise<{ file: string; bytes: number; manifest: BackupManifest }> {
  const progress = opts.onProgress ?? (() => {});
  const outFile = path.resolve(opts.outFile);
  mkdirSync(path.dirname(outFile), { recursive: true });
  const partsDir = mkdtempSync(path.join(path.dirname(outFile), '.backup-parts-'));
  const partial = `${outFile}.partial`;
  try {
    progress('Tables:');
    const snapshot = await takeSnapshot(opts.pool, partsDir, progress);
    const uploads: (BackupUpload & { source: string })[] = [];
    for (const rel of listUploads(opts.uploadsDir)) {
      const source = path.join(opts.uploadsDir!, ...rel.split('/'));
      try {
        uploads.push({ path: rel, ...(await hashFile(source)), source });
      } catch (err) {
        // Deleted since it was listed (a replaced photo): the snapshot no longer needs it.
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
      }
    }
    progress(`Uploads: ${uploads.length} files (${formatBytes(uploads.reduce((s, u) => s + u.bytes, 0))})`);
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      createdAt: new Date().toISOString(),
      migration: snapshot.migration,
      tables: snapshot.tables.map(({ name, rows, sha256, file, columns }) => ({ name, rows, sha256, file, columns })),
      uploads: uploads.map(({ path: p, bytes, sha256 }) => ({ path: p, bytes, sha256 })),
      sequences: snapshot.sequences,
    };
    const manifestBytes = Buffer.from(JSON.stringify(manifest, null, 2) + '\n');
    const list: Member[] = [
      { name: MANIFEST_FILE, size: manifestBytes.length, source: manifestBytes, sha256: '' },
      ...snapshot.tables.map((t) => ({ name: t.file, size: t.bytes, source: t.path, sha256: t.sha256 })),
      ...uploads.map((u) => ({ name: uploadFile(u.path), size: u.bytes, source: u.source, sha256: u.sha256 })),
    ];
    await pipeline(members(list), createGzip(), createWriteStream(partial, { mode: 0o600 }));
    renameSync(partial, outFile);
    const bytes = statSync(outFile).size;
    return { file: outFile, bytes, manifest };
  } finally {
    rmSync(partial, { force: true });
    rmSync(partsDir, { recursive: true, force: true });
  }
}
