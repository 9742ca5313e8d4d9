import sharp from 'sharp';
import { CANDIDATE_PHOTO } from '@pageant/common/content/pipeline';
// The admin's preview draws the same window, so what she saw is what the card shows.
import { cropWindow, type Focus } from '@pageant/common/content/crop-window';

const QUALITY = 85;

/**
 * Her card's picture from one of her registration photos: upright, cropped around the focus point,
 * CANDIDATE_PHOTO's size, as a JPEG (what every card, the share card and link previews read). sharp
 * writes no metadata unless asked, so no EXIF or GPS block survives from her camera.
 */
export async function candidatePhoto(original: Buffer, focus?: Focus): Promise<Buffer> {
  // Oriented first, in a pass of its own: the focus point is where the admin saw it, on the upright picture.
  const upright = await sharp(original, { failOn: 'error', limitInputPixels: 50_000_000 })
    .rotate()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height, channels } = upright.info;
  return sharp(upright.data, { raw: { width, height, channels } })
    .extract(cropWindow(width, height, focus))
    .resize(CANDIDATE_PHOTO.width, CANDIDATE_PHOTO.height, { fit: 'cover' })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: QUALITY })
    .toBuffer();
}
