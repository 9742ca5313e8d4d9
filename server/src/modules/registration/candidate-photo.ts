import sharp from 'sharp';
import { CANDIDATE_PHOTO, CANDIDATE_PHOTO_RATIO } from '@pageant/common/content/pipeline';

export interface Focus {
  x: number;
  y: number;
}

const CENTRE: Focus = { x: 0.5, y: 0.5 };
const QUALITY = 85;

const clamp = (v: number, min: number, max: number) => Math.min(Math.max(v, min), max);

/** The largest 4:5 window of a w×h picture, centred on the focus point but never reaching outside it. */
export function cropWindow(width: number, height: number, focus: Focus = CENTRE) {
  const cropWidth = Math.min(width, Math.round(height * CANDIDATE_PHOTO_RATIO));
  const cropHeight = Math.min(height, Math.round(cropWidth / CANDIDATE_PHOTO_RATIO));
  return {
    left: clamp(Math.round(focus.x * width - cropWidth / 2), 0, width - cropWidth),
    top: clamp(Math.round(focus.y * height - cropHeight / 2), 0, height - cropHeight),
    width: cropWidth,
    height: cropHeight,
  };
}

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
