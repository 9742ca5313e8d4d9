/** Her story picture (WhatsApp status, Instagram story), 1080×1920: photo, name, vote line and a QR code to her link. */
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

const { width: W, height: H } = KIT_FILES.story;
const CX = W / 2;
const PHOTO: Frame = { x: 220, y: 300, w: 640, h: 800, radius: 28 };
const TEXT_W = 920;
/** Where words and the QR code are: the crown and site name, her name block, the scan panel. */
const KEEP_OUT: Box[] = [
  { x: 150, y: 100, w: 780, h: 170 },
  { x: 60, y: 1120, w: 960, h: 390 },
  { x: 60, y: 1520, w: 960, h: 360 },
];

export function storySvg(s: KitSubject, link: string): string {
  const name = nameBlock(s.name, TEXT_W, 96);
  const nameTop = 1205;
  const lastBaseline = nameTop + name.size + (name.rows.length - 1) * name.lineHeight;
  const defs = linearGradient('bg', COLORS.plum, COLORS.wine, 160) + glowGradient('glow', COLORS.goldLight, 0.3);
  const body =
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>` +
    `<ellipse cx="${CX}" cy="${PHOTO.y + PHOTO.h / 2}" rx="560" ry="620" fill="url(#glow)"/>` +
    sparklesOutside(rng(`story:${s.name}`), W, H, 40, KEEP_OUT) +
    `<rect x="32" y="32" width="${W - 64}" height="${H - 64}" rx="24" fill="none" stroke="${COLORS.gold}" stroke-width="2" opacity="0.6"/>` +
    crown(CX, 160, 96, COLORS.gold) +
    text(CX, 250, SITE_NAME.toUpperCase(), {
      size: 28,
      fill: COLORS.goldLight,
      family: SANS,
      weight: 600,
      spacing: 5,
      anchor: 'middle',
      fit: TEXT_W,
    }) +
    frameOutline(PHOTO) +
    identityRow(s, CX, 1148, { cityFill: COLORS.ivory, maxWidth: TEXT_W, centre: true }) +
    nameText(name, CX, nameTop + name.size, COLORS.ivory, 'middle') +
    `<rect x="${CX - 60}" y="${lastBaseline + 28}" width="120" height="3" fill="${COLORS.gold}"/>` +
    text(CX, lastBaseline + 120, shareCardLine, {
      size: 52,
      fill: COLORS.ivory,
      family: SANS,
      weight: 600,
      anchor: 'middle',
      fit: TEXT_W,
    }) +
    scanPanel(link, { x: 80, y: 1540, w: W - 160, h: 320, qrMax: 280 });
  return svgDoc(W, H, defs, body);
}

/** JPEG: a photo-heavy picture people send from a phone; the QR's modules are large enough to survive it. */
export async function renderStory(s: KitSubject, link: string, photo: Buffer | null): Promise<Buffer> {
  const image = await withPhoto(storySvg(s, link), s.name, photo, PHOTO, COLORS.plum);
  return image.jpeg({ quality: 88, chromaSubsampling: '4:4:4', mozjpeg: true }).toBuffer();
}
