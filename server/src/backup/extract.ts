import { createHash, type Hash } from 'node:crypto';
import { createReadStream, mkdirSync, openSync, writeSync, closeSync } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import { MANIFEST_FILE, isSafeRelative, parseManifest, uploadFile, type BackupManifest } from './manifest';
import { TarReader } from './tar';

/** Why a restore would not start; nothing was written when this is thrown. */
export class RestoreRefused extends Error {}

export interface ExtractedPart {
  path: string;
  bytes: number;
  sha256: string;
  /** Newlines: rows, for a table's COPY text. */
  newlines: number;
}

export interface ExtractedBackup {
  manifest: BackupManifest;
  /** Archive member name -> where it was unpacked. */
  parts: Map<string, ExtractedPart>;
}

/**
 * Unpacks the archive into workDir, hashing every member as it goes. Nothing outside workDir is
 * written, and member names that could climb out of it are refused.
 */
async function unpack(file: string, workDir: string): Promise<{ manifestText: string | null; parts: Map<string, ExtractedPart> }> {
  const parts = new Map<string, ExtractedPart>();
  let manifestText: string | null = null;
  let current: { name: string; fd: number | null; hash: Hash; part: ExtractedPart; text: Buffer[] | null; skip: boolean } | null = null;
  const reader = new TarReader({
    onEntry(name, _size, type) {
      // A directory entry (an archive re-packed with tar) carries nothing to restore.
      if (type === '5') {
        current = {
          name,
          fd: null,
          hash: createHash('sha256'),
          part: { path: '', bytes: 0, sha256: '', newlines: 0 },
          text: null,
          skip: true,
        };
        return;
      }
      if (type !== '0')
        throw new RestoreRefused(`The backup is damaged or not one of ours: it holds ${name}, which is not a regular file.`);
      if (!isSafeRelative(name.replace(/\/$/, '')))
        throw new RestoreRefused(`The backup is damaged or not one of ours: it holds a file named ${JSON.stringify(name)}.`);
      if (parts.has(name) || (name === MANIFEST_FILE && manifestText !== null))
        throw new RestoreRefused(`The backup is damaged or not one of ours: it holds ${name} twice.`);
      const dest = path.join(workDir, 'parts', name);
      let fd: number | null = null;
      if (name !== MANIFEST_FILE) {
        mkdirSync(path.dirname(dest), { recursive: true });
        fd = openSync(dest, 'w', 0o600);
      }
      current = {
        name,
        fd,
        hash: createHash('sha256'),
        part: { path: dest, bytes: 0, sha256: '', newlines: 0 },
        text: name === MANIFEST_FILE ? [] : null,
        skip: false,
      };
    },
    onData(chunk) {
      const c = current!;
      c.hash.update(chunk);
      c.part.bytes += chunk.length;
      for (let i = chunk.indexOf(0x0a); i >= 0; i = chunk.indexOf(0x0a, i + 1)) c.part.newlines++;
      if (c.text) c.text.push(Buffer.from(chunk));
      else if (c.fd !== null) writeSync(c.fd, chunk);
    },
    onEnd() {
      const c = current!;
      current = null;
      if (c.fd !== null) closeSync(c.fd);
      if (c.skip) return;
      c.part.sha256 = c.hash.digest('hex');
      if (c.text) manifestText = Buffer.concat(c.text).toString('utf8');
      else parts.set(c.name, c.part);
    },
  });
  try {
    await pipeline(createReadStream(file), createGunzip(), reader);
  } catch (err) {
    const c = current as { fd: number | null } | null;
    if (c?.fd != null) closeSync(c.fd);
    if (err instanceof RestoreRefused) throw err;
    const e = err as NodeJS.ErrnoException;
    if (e.code === 'ENOENT') throw new RestoreRefused(`No backup file at ${file}.`);
    if (e.code === 'Z_BUF_ERROR' || /unexpected end|truncated/i.test(e.message))
      throw new RestoreRefused(
        `The backup ${file} is truncated: it ends before its last part is complete (an interrupted copy or download?). Nothing was changed.`,
      );
    if (e.code === 'Z_DATA_ERROR' || /incorrect header|invalid/i.test(e.message))
      throw new RestoreRefused(`${file} is not a backup of this site (not a .tar.gz, or damaged). Nothing was changed.`);
    if (/damaged/i.test(e.message)) throw new RestoreRefused(`${e.message} Nothing was changed.`);
    throw err;
  }
  return { manifestText, parts };
}

/**
 * Unpacks and checks a backup completely (manifest, every sha256, every table's row count, every
 * upload's size) before a restore may write anything.
 */
export async function extractBackup(file: string, workDir: string): Promise<ExtractedBackup> {
  const { manifestText, parts } = await unpack(file, workDir);
  if (manifestText === null)
    throw new RestoreRefused(`${file} is not a backup of this site: it has no manifest.json. Nothing was changed.`);
  let manifest: BackupManifest;
  try {
    manifest = parseManifest(manifestText);
  } catch (err) {
    throw new RestoreRefused(`${(err as Error).message} Nothing was changed.`);
  }
  const damaged = (what: string) => new RestoreRefused(`The backup is damaged: ${what}. Nothing was changed.`);
  for (const t of manifest.tables) {
    const part = parts.get(t.file);
    if (!part) throw damaged(`the table ${t.name} (${t.file}) is missing`);
    if (part.sha256 !== t.sha256) throw damaged(`the table ${t.name} does not match its sha256 in the manifest`);
    if (part.newlines !== t.rows) throw damaged(`the table ${t.name} has ${part.newlines} rows where the manifest says ${t.rows}`);
  }
  for (const u of manifest.uploads) {
    const part = parts.get(uploadFile(u.path));
    if (!part) throw damaged(`the upload ${u.path} is missing`);
    if (part.sha256 !== u.sha256 || part.bytes !== u.bytes) throw damaged(`the upload ${u.path} does not match its sha256 in the manifest`);
  }
  return { manifest, parts };
}
