/** Her square post (Instagram, Facebook feed), 1080×1080: photo beside her name, a QR code to her link below. */
import { KIT_FILES } from '@pageant/common/content/share-kit';
import { SITE_NAME } from '../../http/seo';
import { shareCardLine } from '../candidates/service';
import { COLORS, SANS, crown, glowGradient, linearGradient, rng, svgDoc, text } from '../../seed/svg';
import {
  frameOutline,
  identityRow,
  nameBlock,
  nameText,
  scanPanel,
  sparklesOutside,
  withPhoto,
  type Box,
  type Frame,
  type KitSubject,
} from './art';

const { width: W, height: H } = KIT_FILES.square;
const PHOTO: Frame = { x: 80, y: 110, w: 440, h: 550, radius: 24 };
const COL_X = 580;
const COL_W = W - COL_X - 80;
/** Where words and the QR code are: her column of text and the scan panel. */
const KEEP_OUT: Box[] = [
  { x: COL_X - 10, y: 100, w: COL_W + 20, h: 540 },
  { x: 60, y: 700, w: W - 120, h: 330 },
];

export function squareSvg(s: KitSubject, link: string): string {
  const name = nameBlock(s.name, COL_W, 64);
  const nameTop = 340;
  const lastBaseline = nameTop + name.size + (name.rows.length - 1) * name.lineHeight;
  const defs = linearGradient('bg', COLORS.plum, COLORS.wine, 150) + glowGradient('glow', COLORS.goldLight, 0.3);
  const body =
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>` +
    `<ellipse cx="${PHOTO.x + PHOTO.w / 2}" cy="${PHOTO.y + PHOTO.h / 2}" rx="400" ry="420" fill="url(#glow)"/>` +
    sparklesOutside(rng(`square:${s.name}`), W, H, 30, KEEP_OUT) +
    `<rect x="24" y="24" width="${W - 48}" height="${H - 48}" rx="20" fill="none" stroke="${COLORS.gold}" stroke-width="2" opacity="0.6"/>` +
    frameOutline(PHOTO) +
    crown(COL_X + 36, 150, 72, COLORS.gold) +
    text(COL_X, 232, SITE_NAME.toUpperCase(), { size: 20, fill: COLORS.goldLight, family: SANS, weight: 600, spacing: 3, fit: COL_W }) +
    identityRow(s, COL_X, 264, { cityFill: COLORS.ivory, maxWidth: COL_W }) +
    nameText(name, COL_X, nameTop + name.size, COLORS.ivory, 'start') +
    `<rect x="${COL_X}" y="${lastBaseline + 24}" width="96" height="3" fill="${COLORS.gold}"/>` +
    text(COL_X, 610, shareCardLine, { size: 34, fill: COLORS.ivory, family: SANS, weight: 600, fit: COL_W }) +
    scanPanel(link, { x: 80, y: 720, w: W - 160, h: 290, qrMax: 260 });
  return svgDoc(W, H, defs, body);
}

export async function renderSquare(s: KitSubject, link: string, photo: Buffer | null): Promise<Buffer> {
  const image = await withPhoto(squareSvg(s, link), s.name, photo, PHOTO, COLORS.plum);
  return image.jpeg({ quality: 88, chromaSubsampling: '4:4:4', mozjpeg: true }).toBuffer();
}
