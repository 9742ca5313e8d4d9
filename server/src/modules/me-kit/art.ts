/**
 * What the kit's pictures share: her identity row, her name set as large as it fits, the printed vote
 * link and her framed photo. The brand pieces (colours, fonts, chip, pin, photo crop) are the share
 * card's, so every picture of her looks like one family.
 */
import sharp from 'sharp';
import { chipSvg, chipWidth, pin, photoLayer, type CardRow } from '../candidates/service';
import { fitSize, textWidth } from '../../seed/fonts';
import { COLORS, SANS, SERIF, lines, sparkle, text, type Rng } from '../../seed/svg';
import { qrSide, qrSvg } from './qr';

/** The share card's subject and her ref code (her links carry it). */
export type KitSubject = CardRow & { refCode: string };

export interface Frame {
  x: number;
  y: number;
  w: number;
  h: number;
  radius: number;
}

const CHIP_HEIGHT = 40;
const CITY_SIZE = 28;

/** Her Miss/Mrs chip and her city with a pin, starting at x, or centred on x; nothing for what she lacks. */
export function identityRow(
  s: Pick<KitSubject, 'category' | 'city'>,
  x: number,
  top: number,
  o: { cityFill: string; maxWidth: number; centre?: boolean },
): string {
  const chipW = s.category ? chipWidth(s.category) : 0;
  const gap = s.category && s.city ? 24 : 0;
  const cityRoom = o.maxWidth - chipW - gap - 30;
  const citySize = s.city ? fitSize(s.city, 'sans-semibold', cityRoom, CITY_SIZE) : CITY_SIZE;
  const cityW = s.city ? 30 + textWidth(s.city, 'sans-semibold', citySize) : 0;
  let at = o.centre ? Math.round(x - (chipW + gap + cityW) / 2) : x;
  let svg = '';
  if (s.category) {
    svg += chipSvg(s.category, at, top, CHIP_HEIGHT);
    at += chipW + gap;
  }
  if (s.city) {
    svg += pin(at + 10, top + 33, COLORS.goldLight);
    svg += text(at + 30, top + 30, s.city, { size: citySize, fill: o.cityFill, family: SANS, weight: 600 });
  }
  return svg;
}

/** Her name on one line when it fits large, else over two lines at the word break that lets it be largest. */
export function nameBlock(name: string, width: number, max: number): { rows: string[]; size: number; lineHeight: number } {
  const fit = (line: string) => fitSize(line, 'serif-bold', width, max);
  let best = { rows: [name], size: fit(name) };
  if (best.size < max * 0.75) {
    const words = name.split(/\s+/);
    for (let i = 1; i < words.length; i += 1) {
      const rows = [words.slice(0, i).join(' '), words.slice(i).join(' ')];
      const size = Math.min(Math.round(max * 0.85), ...rows.map(fit));
      if (size > best.size) best = { rows, size };
    }
  }
  return { ...best, lineHeight: Math.round(best.size * 1.12) };
}

/** The name rows as SVG text with their first baseline at y; `anchor` as in SVG. */
export function nameText(block: ReturnType<typeof nameBlock>, x: number, y: number, fill: string, anchor: 'start' | 'middle'): string {
  return lines(x, y, block.rows, block.lineHeight, { size: block.size, fill, family: SERIF, weight: 700, anchor });
}

/**
 * The link as people would type it: no scheme, and no src, so a typed visit is not counted as a scan.
 * Wrapped after a slash or the question mark to fit `width` at `size`.
 */
export function printedLinkRows(link: string, width: number, size: number): string[] {
  const url = new URL(link);
  url.searchParams.delete('src');
  const shown = `${url.host}${url.pathname}${url.search}`;
  const parts = shown.split(/(?<=[/?])/);
  const rows: string[] = [];
  let row = '';
  for (const part of parts) {
    if (row && textWidth(row + part, 'sans', size) > width) {
      rows.push(row);
      row = part;
    } else row += part;
  }
  if (row) rows.push(row);
  return rows;
}

/** A gold line around the photo's frame, `gap` pixels outside it. */
export function frameOutline(f: Frame, gap = 14, stroke = 3): string {
  return `<rect x="${f.x - gap}" y="${f.y - gap}" width="${f.w + 2 * gap}" height="${f.h + 2 * gap}" rx="${f.radius + gap - 4}" fill="none" stroke="${COLORS.gold}" stroke-width="${stroke}"/>`;
}

/** The artwork with her photo laid into its frame, flattened onto `background`. */
export async function withPhoto(svg: string, name: string, photo: Buffer | null, frame: Frame, background: string) {
  const layer = await photoLayer(name, photo, frame);
  return sharp(Buffer.from(svg))
    .composite([{ input: layer, left: frame.x, top: frame.y }])
    .flatten({ background });
}

export const SCAN_LINE = 'Scan to vote';

/**
 * An ivory card with the QR code of her link on the left and, beside it, "Scan to vote" and the link to
 * type; the code sits on its own white quiet zone, so the card's colour never touches it.
 */
export function scanPanel(link: string, p: { x: number; y: number; w: number; h: number; qrMax: number }): string {
  const pad = Math.round((p.h - qrSide(link, p.qrMax)) / 2);
  const qr = qrSvg(link, p.x + pad, p.y + pad, p.qrMax);
  const textX = p.x + pad + qr.size + 32;
  const textW = p.x + p.w - textX - 28;
  const linkSize = 24;
  const rows = printedLinkRows(link, textW, linkSize);
  const headSize = 44;
  const blockH = headSize + 22 + rows.length * 34;
  const headY = Math.round(p.y + (p.h - blockH) / 2 + headSize * 0.8);
  return (
    `<rect x="${p.x}" y="${p.y}" width="${p.w}" height="${p.h}" rx="24" fill="${COLORS.ivory}" stroke="${COLORS.gold}" stroke-width="3"/>` +
    qr.svg +
    text(textX, headY, SCAN_LINE, { size: headSize, fill: COLORS.plum, family: SERIF, weight: 700, fit: textW }) +
    rows.map((row, i) => text(textX, headY + 48 + i * 34, row, { size: linkSize, fill: COLORS.ink, family: SANS, fit: textW })).join('')
  );
}

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** The share card's scattered twinkles, kept off the boxes where words are, so none sits on a letter. */
export function sparklesOutside(r: Rng, w: number, h: number, count: number, keepOut: readonly Box[]): string {
  let out = '';
  for (let i = 0; i < count; i += 1) {
    const [cx, cy, size, opacity] = [Math.round(r() * w), Math.round(r() * h), 4 + r() * 12, 0.35 + r() * 0.5];
    const hits = keepOut.some((b) => cx > b.x - size && cx < b.x + b.w + size && cy > b.y - size && cy < b.y + b.h + size);
    if (!hits) out += sparkle(cx, cy, size, COLORS.goldLight, opacity);
  }
  return out;
}
