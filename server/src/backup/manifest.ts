/** What a backup holds and how to check it: written as manifest.json inside the archive. */
export const BACKUP_FORMAT = 1;

export interface BackupTable {
  /** schema-qualified, e.g. "public.payments" or "drizzle.__drizzle_migrations". */
  name: string;
  rows: number;
  sha256: string;
  /** The archive member holding the table's COPY text. */
  file: string;
  /** The columns in the COPY text, in order (generated columns are left out: they are computed again). */
  columns: string[];
}

export interface BackupSequence {
  name: string;
  lastValue: string;
  isCalled: boolean;
}

export interface BackupUpload {
  /** Relative to the uploads folder, with forward slashes. */
  path: string;
  bytes: number;
  sha256: string;
}

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  createdAt: string;
  /** The newest migration applied in the database the backup was taken from. */
  migration: { tag: string; idx: number };
  tables: BackupTable[];
  uploads: BackupUpload[];
  /** Where sequences and identity columns stood, so new rows after a restore get new numbers. */
  sequences: BackupSequence[];
}

export const MANIFEST_FILE = 'manifest.json';
export const tableFile = (name: string): string => `tables/${name}.copy`;
export const uploadFile = (rel: string): string => `uploads/${rel}`;

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isHash = (v: unknown): v is string => typeof v === 'string' && /^[0-9a-f]{64}$/.test(v);
const isCount = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 0;
/** A relative path that cannot climb out of the folder it is written into. */
export const isSafeRelative = (p: unknown): p is string =>
  typeof p === 'string' &&
  p.length > 0 &&
  !p.startsWith('/') &&
  !p.includes('\\') &&
  !p.includes('\0') &&
  p.split('/').every((s) => s !== '' && s !== '.' && s !== '..');

/** Reads manifest.json; a backup whose manifest is not of this shape is refused before anything is written. */
export function parseManifest(text: string): BackupManifest {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new Error('The backup is damaged: its manifest.json is not valid JSON.');
  }
  const bad = (what: string) => new Error(`The backup is damaged: its manifest.json ${what}.`);
  if (!isObject(raw)) throw bad('is not an object');
  if (raw.format !== BACKUP_FORMAT) throw bad(`has format ${String(raw.format)}; this version reads format ${BACKUP_FORMAT}`);
  const m = raw.migration;
  if (!isObject(m) || typeof m.tag !== 'string' || !isCount(m.idx)) throw bad('has no migration {tag, idx}');
  if (!Array.isArray(raw.tables) || !Array.isArray(raw.uploads) || !Array.isArray(raw.sequences))
    throw bad('has no tables, uploads or sequences list');
  for (const t of raw.tables as unknown[]) {
    if (
      !isObject(t) ||
      typeof t.name !== 'string' ||
      !/^[a-z_][a-z0-9_]*\.[a-z_][a-z0-9_]*$/.test(t.name) ||
      !isCount(t.rows) ||
      !isHash(t.sha256) ||
      t.file !== tableFile(t.name) ||
      !Array.isArray(t.columns) ||
      !t.columns.every((c) => typeof c === 'string' && c.length > 0)
    )
      throw bad(`has a malformed table entry ${JSON.stringify(t)}`);
  }
  for (const u of raw.uploads as unknown[]) {
    if (!isObject(u) || !isSafeRelative(u.path) || !isCount(u.bytes) || !isHash(u.sha256))
      throw bad(`has a malformed upload entry ${JSON.stringify(u)}`);
  }
  for (const q of raw.sequences as unknown[]) {
    if (
      !isObject(q) ||
      typeof q.name !== 'string' ||
      typeof q.lastValue !== 'string' ||
      !/^-?\d+$/.test(q.lastValue) ||
      typeof q.isCalled !== 'boolean'
    )
      throw bad(`has a malformed sequence entry ${JSON.stringify(q)}`);
  }
  return raw as unknown as BackupManifest;
}
