import { Writable } from 'node:stream';

/**
 * The few parts of POSIX ustar that a backup needs: regular files only, names up to 255 bytes
 * (prefix + name), sizes below 8 GiB. Written by hand because a backup must be readable by the
 * standard `tar` too, and this is smaller than any dependency.
 */
const BLOCK = 512;

function splitName(name: string): { prefix: string; base: string } {
  if (Buffer.byteLength(name) <= 100) return { prefix: '', base: name };
  for (let i = name.lastIndexOf('/'); i > 0; i = name.lastIndexOf('/', i - 1)) {
    const prefix = name.slice(0, i);
    const base = name.slice(i + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(base) <= 100) return { prefix, base };
  }
  throw new Error(`Path too long for the backup archive: ${name}`);
}

function octal(buf: Buffer, value: number, offset: number, width: number): void {
  buf.write(value.toString(8).padStart(width - 1, '0') + '\0', offset, width, 'ascii');
}

export function tarHeader(name: string, size: number, mtime = Math.floor(Date.now() / 1000)): Buffer {
  const h = Buffer.alloc(BLOCK);
  const { prefix, base } = splitName(name);
  h.write(base, 0, 100, 'utf8');
  octal(h, 0o644, 100, 8);
  octal(h, 0, 108, 8);
  octal(h, 0, 116, 8);
  octal(h, size, 124, 12);
  octal(h, mtime, 136, 12);
  h.fill(' ', 148, 156);
  h.write('0', 156, 1, 'ascii');
  h.write('ustar\u000000', 257, 8, 'ascii');
  h.write(prefix, 345, 155, 'utf8');
  let sum = 0;
  for (const b of h) sum += b;
  h.write(sum.toString(8).padStart(6, '0') + '\0 ', 148, 8, 'ascii');
  return h;
}

export const tarPadding = (size: number): Buffer => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);
/** Two zero blocks end an archive. */
export const tarEnd = (): Buffer => Buffer.alloc(BLOCK * 2);

function readString(h: Buffer, offset: number, width: number): string {
  const end = h.indexOf(0, offset);
  return h.toString('utf8', offset, end >= 0 && end < offset + width ? end : offset + width);
}

function parseHeader(h: Buffer): { name: string; size: number; type: string } | null {
  if (h.every((b) => b === 0)) return null;
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : h[i]!;
  const stored = Number.parseInt(readString(h, 148, 8).trim(), 8);
  if (stored !== sum) throw new Error('The backup is damaged: a tar header has a wrong checksum.');
  const base = readString(h, 0, 100);
  const prefix = h.toString('ascii', 257, 262) === 'ustar' ? readString(h, 345, 155) : '';
  const size = Number.parseInt(readString(h, 124, 12).trim() || '0', 8);
  if (!Number.isSafeInteger(size) || size < 0) throw new Error('The backup is damaged: a tar header has a wrong size.');
  return { name: prefix ? `${prefix}/${base}` : base, size, type: String.fromCharCode(h[156] || 48) };
}

export interface TarEntryEvents {
  /** A member starts: its data follows through onData, then onEnd. */
  onEntry(name: string, size: number, type: string): void;
  onData(chunk: Buffer): void;
  onEnd(): void;
}

/**
 * Parses a tar stream into entries as the bytes arrive. An archive that stops before its end
 * blocks (a truncated download or copy) is an error, not a shorter backup.
 */
export class TarReader extends Writable {
  private pending: Buffer[] = [];
  private pendingBytes = 0;
  private left = 0;
  private pad = 0;
  private inEntry = false;
  private ended = false;

  constructor(private readonly events: TarEntryEvents) {
    super();
  }

  private take(n: number): Buffer {
    const all = this.pending.length === 1 ? this.pending[0]! : Buffer.concat(this.pending);
    const out = all.subarray(0, n);
    const rest = all.subarray(n);
    this.pending = rest.length > 0 ? [rest] : [];
    this.pendingBytes = rest.length;
    return out;
  }

  override _write(chunk: Buffer, _enc: BufferEncoding, done: (err?: Error | null) => void): void {
    try {
      if (this.ended) return done();
      this.pending.push(chunk);
      this.pendingBytes += chunk.length;
      for (;;) {
        if (this.inEntry) {
          if (this.left > 0) {
            if (this.pendingBytes === 0) break;
            const part = this.take(Math.min(this.left, this.pendingBytes));
            this.left -= part.length;
            this.events.onData(part);
            if (this.left > 0) break;
          }
          if (this.pendingBytes < this.pad) break;
          this.take(this.pad);
          this.inEntry = false;
          this.events.onEnd();
        }
        if (this.pendingBytes < BLOCK) break;
        const header = parseHeader(this.take(BLOCK));
        if (!header) {
          this.ended = true;
          break;
        }
        this.events.onEntry(header.name, header.size, header.type);
        this.inEntry = true;
        this.left = header.size;
        this.pad = tarPadding(header.size).length;
      }
      done();
    } catch (err) {
      done(err as Error);
    }
  }

  override _final(done: (err?: Error | null) => void): void {
    done(this.ended ? null : new Error('The backup is truncated: the archive ends before its last file is complete.'));
  }
}
