/**
 * The brand fonts for pictures the server draws (seed artwork, share cards). sharp renders SVG with
 * librsvg, which ignores @font-face and asks fontconfig; pointing FONTCONFIG_FILE at server/fonts
 * makes "Playfair Display" and "Inter" resolve to the real files on any machine, the slim Docker
 * image (no system fonts at all) included. The same files give text widths, so copy is sized to fit
 * its frame instead of guessed from a character count.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** server/fonts, found upwards from this file: server/src/seed in tests, server/dist (or dist/cli) when built. */
function findFontsDir(): string | null {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i += 1) {
    const candidate = path.join(dir, 'fonts');
    if (existsSync(path.join(candidate, 'fonts.conf'))) return candidate;
    dir = path.dirname(dir);
  }
  return null;
}

export const FONTS_DIR = findFontsDir();

/**
 * Fontconfig reads the variable once, when the first text is laid out, so this runs when the module
 * loads: before any picture with text is rendered. Without the folder (a broken install) the system
 * fonts stand in rather than failing the seed.
 */
if (FONTS_DIR) process.env.FONTCONFIG_FILE = path.join(FONTS_DIR, 'fonts.conf');

export type FontFace = 'serif' | 'serif-bold' | 'serif-italic' | 'sans' | 'sans-semibold';

const FILES: Record<FontFace, readonly string[]> = {
  serif: ['PlayfairDisplay-Regular.ttf'],
  'serif-bold': ['PlayfairDisplay-Bold.ttf', 'PlayfairDisplay-Bold-LatinExt.ttf'],
  'serif-italic': ['PlayfairDisplay-Italic.ttf'],
  sans: ['Inter-Regular.ttf', 'Inter-Regular-LatinExt.ttf'],
  'sans-semibold': ['Inter-SemiBold.ttf', 'Inter-SemiBold-LatinExt.ttf'],
};

/** Advance widths of one TrueType file, in em. */
interface Metrics {
  advance(codePoint: number): number | undefined;
}

/** Reads cmap (format 4 or 12) and hmtx: enough for advance widths; kerning is left out (a few per cent). */
function parseMetrics(buf: Buffer): Metrics {
  const tables = new Map<string, number>();
  const count = buf.readUInt16BE(4);
  for (let i = 0; i < count; i += 1) {
    const rec = 12 + i * 16;
    tables.set(buf.toString('latin1', rec, rec + 4), buf.readUInt32BE(rec + 8));
  }
  const table = (tag: string) => {
    const at = tables.get(tag);
    if (at === undefined) throw new Error(`font has no ${tag} table`);
    return at;
  };
  const unitsPerEm = buf.readUInt16BE(table('head') + 18);
  const metricCount = buf.readUInt16BE(table('hhea') + 34);
  const hmtx = table('hmtx');
  const cmap = table('cmap');
  const glyphs = new Map<number, number>();
  const subtables = buf.readUInt16BE(cmap + 2);
  for (let i = 0; i < subtables; i += 1) {
    const platform = buf.readUInt16BE(cmap + 4 + i * 8);
    const sub = cmap + buf.readUInt32BE(cmap + 4 + i * 8 + 4);
    const format = buf.readUInt16BE(sub);
    if (platform === 3 && format === 4) readFormat4(buf, sub, glyphs);
    else if (platform === 3 && format === 12) readFormat12(buf, sub, glyphs);
  }
  return {
    advance(codePoint) {
      const glyph = glyphs.get(codePoint);
      if (glyph === undefined) return undefined;
      const index = Math.min(glyph, metricCount - 1);
      return buf.readUInt16BE(hmtx + index * 4) / unitsPerEm;
    },
  };
}

function readFormat4(buf: Buffer, sub: number, out: Map<number, number>): void {
  const segs = buf.readUInt16BE(sub + 6) / 2;
  const ends = sub + 14;
  const starts = ends + segs * 2 + 2;
  const deltas = starts + segs * 2;
  const offsets = deltas + segs * 2;
  for (let s = 0; s < segs; s += 1) {
    const end = buf.readUInt16BE(ends + s * 2);
    const start = buf.readUInt16BE(starts + s * 2);
    const delta = buf.readInt16BE(deltas + s * 2);
    const rangeOffset = buf.readUInt16BE(offsets + s * 2);
    for (let c = start; c <= end && c !== 0xffff; c += 1) {
      let glyph: number;
      if (rangeOffset === 0) glyph = (c + delta) & 0xffff;
      else {
        const raw = buf.readUInt16BE(offsets + s * 2 + rangeOffset + (c - start) * 2);
        glyph = raw === 0 ? 0 : (raw + delta) & 0xffff;
      }
      if (glyph !== 0) out.set(c, glyph);
    }
  }
}

function readFormat12(buf: Buffer, sub: number, out: Map<number, number>): void {
  const groups = buf.readUInt32BE(sub + 12);
  for (let g = 0; g < groups; g += 1) {
    const at = sub + 16 + g * 12;
    const start = buf.readUInt32BE(at);
    const end = buf.readUInt32BE(at + 4);
    const first = buf.readUInt32BE(at + 8);
    for (let c = start; c <= end; c += 1) out.set(c, first + c - start);
  }
}

const loaded = new Map<FontFace, Metrics[]>();

function metricsOf(face: FontFace): Metrics[] {
  let list = loaded.get(face);
  if (!list) {
    list = FONTS_DIR ? FILES[face].map((f) => parseMetrics(readFileSync(path.join(FONTS_DIR, f)))) : [];
    loaded.set(face, list);
  }
  return list;
}

/** Width of a line in pixels at `size`, with SVG letter-spacing added after every character. */
export function textWidth(content: string, face: FontFace, size: number, spacing = 0): number {
  const fonts = metricsOf(face);
  let em = 0;
  let chars = 0;
  for (const ch of content) {
    const cp = ch.codePointAt(0) ?? 0;
    // A glyph the brand subsets lack comes from a fallback font; 0.6 em is a fair guess for it.
    em += fonts.map((f) => f.advance(cp)).find((w) => w !== undefined) ?? 0.6;
    chars += 1;
  }
  return em * size + chars * spacing;
}

/** The largest size up to `max` at which the line fits in `width` pixels. */
export function fitSize(content: string, face: FontFace, width: number, max: number, spacing = 0): number {
  const atOne = textWidth(content, face, 1, 0);
  const chars = [...content].length;
  if (atOne === 0) return max;
  return Math.max(1, Math.min(max, Math.floor((width - chars * spacing) / atOne)));
}
