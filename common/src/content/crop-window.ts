import { CANDIDATE_PHOTO_RATIO } from './pipeline';

export interface Focus {
  x: number;
  y: number;
}

export interface CropWindow {
  left: number;
  top: number;
  width: number;
  height: number;
}

const CENTRE: Focus = { x: 0.5, y: 0.5 };
const clamp = (v: number, min: number, max: number) => Math.min(Math.max(v, min), max);

/**
 * The largest card-ratio (4:5) window of a width×height picture, centred on the focus point but never
 * reaching outside it. The server cuts her card photo with it and the admin's preview draws the same
 * window, so what the admin sees before "Put on the voting page" is what her card shows.
 */
export function cropWindow(width: number, height: number, focus: Focus = CENTRE): CropWindow {
  const cropWidth = Math.min(width, Math.round(height * CANDIDATE_PHOTO_RATIO));
  const cropHeight = Math.min(height, Math.round(cropWidth / CANDIDATE_PHOTO_RATIO));
  return {
    left: clamp(Math.round(focus.x * width - cropWidth / 2), 0, width - cropWidth),
    top: clamp(Math.round(focus.y * height - cropHeight / 2), 0, height - cropHeight),
    width: cropWidth,
    height: cropHeight,
  };
}
