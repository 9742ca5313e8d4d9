/**
 * Her printable poster, A4 at 150 dpi (1240×1754): a plum band with the pageant's name, her photo and
 * name, and a large QR code to her vote link, dark on white with its full quiet zone so a phone reads it
 * from across a shop counter. The PDF is the same picture on one A4 page.
 */
import { SEASON } from '@pageant/common';
import { KIT_FILES } from '@pageant/common/content/share-kit';
import { PDFDocument, PageSizes } from 'pdf-lib';
import sharp from 'sharp';
import { SITE_NAME } from '../../http/seo';
import { COLORS, SANS, SERIF, crown, linearGradient, rng, svgDoc, text } from '../../seed/svg';
import {
  frameOutline,
  identityRow,
  nameBlock,
  nameText,
  printedLinkRows,
  sparklesOutside,
  withPhoto,
  type Frame,
  type KitSubject,
} from './art';
import { qrSide, qrSvg } from './qr';

const { width: W, height: H } = KIT_FILES['poster-png'];
const CX = W / 2;
const BAND_H = 300;
const PHOTO: Frame = { x: 100, y: 370, w: 400, h: 500, radius: 24 };
const COL_X = 580;
const COL_W = W - COL_X - 100;
const QR = { top: 935, max: 660 } as const;
export const POSTER_SCAN_LINE = 'Scan with your phone camera to vote for me';
const POSTER_PROMISE = 'Every vote brings me closer to the crown.';

export function posterSvg(s: KitSubject, link: string): string {
  const name = nameBlock(s.name, COL_W, 88);
  const nameTop = 470;
  const lastBaseline = nameTop + name.size + (name.rows.length - 1) * name.lineHeight;
  const side = qrSide(link, QR.max);
  const qr = qrSvg(link, Math.round(CX - side / 2), QR.top, QR.max);
  const linkRow = printedLinkRows(link, 4000, 24)[0] ?? '';
  const defs = linearGradient('band', COLORS.plum, COLORS.wine, 160);
  const body =
    `<rect width="${W}" height="${H}" fill="${COLORS.ivory}"/>` +
    `<rect width="${W}" height="${BAND_H}" fill="url(#band)"/>` +
    sparklesOutside(rng(`poster:${s.name}`), W, BAND_H, 16, [{ x: 200, y: 30, w: W - 400, h: 250 }]) +
    `<rect y="${BAND_H}" width="${W}" height="6" fill="${COLORS.gold}"/>` +
    crown(CX, 100, 110, COLORS.gold) +
    text(CX, 200, SITE_NAME.toUpperCase(), {
      size: 36,
      fill: COLORS.goldLight,
      family: SANS,
      weight: 600,
      spacing: 6,
      anchor: 'middle',
      fit: 1040,
    }) +
    text(CX, 256, `Season ${SEASON}`, { size: 30, fill: COLORS.ivory, family: SANS, weight: 600, spacing: 2, anchor: 'middle' }) +
    frameOutline(PHOTO) +
    identityRow(s, COL_X, 392, { cityFill: COLORS.ink, maxWidth: COL_W }) +
    nameText(name, COL_X, nameTop + name.size, COLORS.plum, 'start') +
    `<rect x="${COL_X}" y="${lastBaseline + 30}" width="120" height="4" fill="${COLORS.gold}"/>` +
    text(COL_X, lastBaseline + 140, 'Vote for me', { size: 72, fill: COLORS.rose, family: SERIF, weight: 700, fit: COL_W }) +
    text(COL_X, lastBaseline + 196, POSTER_PROMISE, { size: 30, fill: COLORS.ink, family: SANS, fit: COL_W }) +
    `<rect x="${CX - side / 2 - 12}" y="${QR.top - 12}" width="${side + 24}" height="${side + 24}" rx="16" fill="none" stroke="${COLORS.gold}" stroke-width="4"/>` +
    qr.svg +
    text(CX, QR.top + side + 80, POSTER_SCAN_LINE, {
      size: 38,
      fill: COLORS.plum,
      family: SANS,
      weight: 600,
      anchor: 'middle',
      fit: 1040,
    }) +
    text(CX, QR.top + side + 128, linkRow, { size: 24, fill: COLORS.ink, family: SANS, anchor: 'middle', fit: 1100 });
  return svgDoc(W, H, defs, body);
}

/** PNG: printing wants the QR's edges exact. */
export async function renderPosterPng(s: KitSubject, link: string, photo: Buffer | null): Promise<Buffer> {
  const image = await withPhoto(posterSvg(s, link), s.name, photo, PHOTO, COLORS.ivory);
  return image.png().toBuffer();
}

/**
 * The poster on one A4 page. The page carries a JPEG of it (4:4:4, high quality) rather than the PNG:
 * pdf-lib embeds a JPEG as it is, but decodes and re-deflates a PNG on the event loop.
 */
export async function renderPosterPdf(posterPng: Buffer, title: string): Promise<Buffer> {
  const jpeg = await sharp(posterPng).jpeg({ quality: 92, chromaSubsampling: '4:4:4' }).toBuffer();
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setCreator(SITE_NAME);
  const [pageW, pageH] = PageSizes.A4;
  const page = doc.addPage([pageW, pageH]);
  page.drawImage(await doc.embedJpg(jpeg), { x: 0, y: 0, width: pageW, height: pageH });
  return Buffer.from(await doc.save());
}
