/**
 * The picture a contestant's share link shows in WhatsApp, Facebook or X: her photo in the brand
 * frame, her Miss/Mrs chip and city, her name, "Vote for me · Season 10" and the site name, 1200×630 (the size every large
 * link preview uses). Drawn with sharp; the brand fonts come from server/fonts (seed/fonts.ts).
 */
import { createHash } from 'node:crypto';
import { SEASON } from '@pageant/common';
import type { Category } from '@pageant/common/constants';
import sharp from 'sharp';
import { SITE_NAME } from '../../http/seo';
import { portraitSvg } from '../../seed/artwork';
import { fitSize, textWidth } from '../../seed/fonts';
import { COLORS, SANS, SERIF, crown, glowGradient, linearGradient, lines, sparkles, rng, svgDoc, text } from '../../seed/svg';

export const SHARE_CARD = { width: 1200, height: 630, type: 'image/jpeg', ext: 'jpg' } as const;

/** Bump when the layout changes, so every cached copy and every URL handed out before is replaced. */
const LAYOUT = 2;

const PHOTO = { x: 96, y: 75, w: 384, h: 480, radius: 24 } as const;
const COPY_X = 560;
const COPY_W = SHARE_CARD.width - COPY_X - 80;

/** Who the card shows. Category and city are optional for callers from before issue #29: absent draws none. */
export interface CardSubject {
  id: string;
  name: string;
  imageUrl: string;
  /** Required, so every caller that names a card's address gives what the card shows. */
  category: Category | null;
  city: string;
}
type CardText = Pick<CardSubject, 'name' | 'category' | 'city'>;

/** Changes with anything the card shows (and the layout): part of the card's URL, so a new card gets a new address. */
export function shareCardVersion(c: CardSubject): string {
  return createHash('sha256')
    .update(`${LAYOUT}\n${c.id}\n${c.name}\n${c.imageUrl}\n${c.category ?? ''}\n${c.city ?? ''}`)
    .digest('hex')
    .slice(0, 16);
}

export function shareCardPath(c: CardSubject): string {
  return `/api/candidates/share-card/${encodeURIComponent(c.id)}/${shareCardVersion(c)}.${SHARE_CARD.ext}`;
}

export const shareCardLine = `Vote for me · Season ${SEASON}`;

const NAME_STYLE = { size: 72, fill: COLORS.ivory, family: SERIF, weight: 700 };

/** Her name on one line when it fits large, else split over two at the word break that lets it be largest. */
function nameLayout(name: string): { rows: string[]; size: number } {
  const fit = (line: string) => fitSize(line, 'serif-bold', COPY_W, NAME_STYLE.size);
  const single = { rows: [name], size: fit(name) };
  if (single.size >= 56) return single;
  const words = name.split(/\s+/);
  let best = single;
  for (let i = 1; i < words.length; i += 1) {
    const rows = [words.slice(0, i).join(' '), words.slice(i).join(' ')];
    const size = Math.min(60, ...rows.map(fit));
    if (size > best.size) best = { rows, size };
  }
  return best;
}

/** The chip's colours as on the site (category-chip.tsx): Miss plum with gold, Mrs rose with ivory. */
export const CHIP = {
  Miss: { fill: COLORS.plum, stroke: COLORS.gold, text: COLORS.goldLight },
  Mrs: { fill: COLORS.rose, stroke: COLORS.blush, text: COLORS.ivory },
} as const;
/** Where the identity row sits: beside the crown, above the site name. */
export const IDENTITY_ROW = { x: COPY_X + 100, top: 130, height: 40 } as const;
const CHIP_TEXT = { size: 20, spacing: 3 } as const;

/** A map pin (the site's lucide MapPin, simplified), its point at (cx, bottom). */
export function pin(cx: number, bottom: number, fill: string): string {
  const top = bottom - 26;
  return (
    `<path d="M${cx} ${bottom} C${cx - 11} ${top + 14} ${cx - 10} ${top} ${cx} ${top} C${cx + 10} ${top} ${cx + 11} ${top + 14} ${cx} ${bottom} Z" fill="${fill}"/>` +
    `<circle cx="${cx}" cy="${top + 9}" r="4" fill="${COLORS.plum}"/>`
  );
}

/** The width of her Miss/Mrs chip (label and padding). */
export const chipWidth = (category: Category): number =>
  Math.ceil(textWidth(category.toUpperCase(), 'sans-semibold', CHIP_TEXT.size, CHIP_TEXT.spacing)) + 36;

/** Her Miss/Mrs chip at (x, top), `height` tall: the share card's and the share kit's. */
export function chipSvg(category: Category, x: number, top: number, height: number): string {
  const w = chipWidth(category);
  const c = CHIP[category];
  return (
    `<rect data-chip="${category}" x="${x}" y="${top}" width="${w}" height="${height}" rx="${height / 2}" fill="${c.fill}" stroke="${c.stroke}" stroke-width="2"/>` +
    text(x + w / 2, top + 27, category.toUpperCase(), {
      size: CHIP_TEXT.size,
      fill: c.text,
      family: SANS,
      weight: 600,
      spacing: CHIP_TEXT.spacing,
      anchor: 'middle',
    })
  );
}

/** Her Miss/Mrs chip, then her city with a pin; either may be absent (then nothing is drawn for it). */
function identityRow({ category, city }: CardText): string {
  const { x, top, height } = IDENTITY_ROW;
  let svg = '';
  let next = x;
  if (category) {
    svg += chipSvg(category, x, top, height);
    next = x + chipWidth(category) + 24;
  }
  if (city) {
    const right = COPY_X + COPY_W;
    svg += pin(next + 10, top + 33, COLORS.goldLight);
    svg += text(next + 30, top + 30, city, { size: 28, fill: COLORS.ivory, family: SANS, weight: 600, fit: right - next - 30 });
  }
  return svg;
}

/** The card's artwork without her photo, as SVG (the photo is composited over its frame). */
export function shareCardSvg(subject: CardText): string {
  const { name } = subject;
  const { width: w, height: h } = SHARE_CARD;
  const r = rng(`card:${name}`);
  const { rows: nameRows, size: nameSize } = nameLayout(name);
  const lineHeight = Math.round(nameSize * 1.12);
  // The name block is centred between the site name above and the vote line below.
  const nameTop = Math.round(372 - (nameRows.length * lineHeight) / 2);
  const defs = linearGradient('bg', COLORS.plum, COLORS.wine, 150) + glowGradient('glow', COLORS.goldLight, 0.3);
  const body =
    `<rect width="${w}" height="${h}" fill="url(#bg)"/>` +
    `<ellipse cx="${PHOTO.x + PHOTO.w / 2}" cy="${h / 2}" rx="420" ry="360" fill="url(#glow)"/>` +
    sparkles(r, w, h, 22) +
    `<rect x="24" y="24" width="${w - 48}" height="${h - 48}" rx="20" fill="none" stroke="${COLORS.gold}" stroke-width="2" opacity="0.6"/>` +
    `<rect x="${PHOTO.x - 14}" y="${PHOTO.y - 14}" width="${PHOTO.w + 28}" height="${PHOTO.h + 28}" rx="${PHOTO.radius + 10}" fill="none" stroke="${COLORS.gold}" stroke-width="3"/>` +
    crown(COPY_X + 36, 150, 72, COLORS.gold) +
    identityRow(subject) +
    text(COPY_X, 224, SITE_NAME.toUpperCase(), { size: 22, fill: COLORS.goldLight, family: SANS, weight: 600, spacing: 4, fit: COPY_W }) +
    lines(COPY_X, nameTop + nameSize, nameRows, lineHeight, { ...NAME_STYLE, size: nameSize, fit: COPY_W }) +
    `<rect x="${COPY_X}" y="${nameTop + nameRows.length * lineHeight + 14}" width="96" height="3" fill="${COLORS.gold}"/>` +
    text(COPY_X, 520, shareCardLine, { size: 40, fill: COLORS.ivory, family: SANS, weight: 600, fit: COPY_W });
  return svgDoc(w, h, defs, body);
}

/** Her photo, cropped to the frame with rounded corners; the monogram art when she has none we can read. */
export async function photoLayer(
  name: string,
  photo: Buffer | null,
  frame: { w: number; h: number; radius: number } = PHOTO,
): Promise<Buffer> {
  const mask = Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${frame.w}" height="${frame.h}"><rect width="${frame.w}" height="${frame.h}" rx="${frame.radius}"/></svg>`,
  );
  const source = photo ?? Buffer.from(portraitSvg(name, { w: frame.w, h: frame.h }));
  try {
    return await sharp(source)
      .rotate()
      .resize(frame.w, frame.h, { fit: 'cover', position: 'attention' })
      .composite([{ input: mask, blend: 'dest-in' }])
      .png()
      .toBuffer();
  } catch {
    // An unreadable upload must not cost her the card: fall back to the monogram.
    if (!photo) throw new Error('share card: the monogram art failed to render');
    return photoLayer(name, null, frame);
  }
}

/** The finished card as JPEG bytes. */
export async function renderShareCard(subject: CardText, photo: Buffer | null): Promise<Buffer> {
  const layer = await photoLayer(subject.name, photo);
  return sharp(Buffer.from(shareCardSvg(subject)))
    .composite([{ input: layer, left: PHOTO.x, top: PHOTO.y }])
    .flatten({ background: COLORS.plum })
    .jpeg({ quality: 86, mozjpeg: true })
    .toBuffer();
}
