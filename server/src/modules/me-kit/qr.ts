import qrcode from 'qrcode-generator';

/** The blank margin a scanner needs around the code, in modules (ISO/IEC 18004 asks for four). */
export const QR_QUIET_MODULES = 4;

export interface QrPlacement {
  svg: string;
  /** The drawn square's side in pixels, quiet zone included. */
  size: number;
}

function matrix(link: string) {
  const qr = qrcode(0, 'M');
  qr.addData(link, 'Byte');
  qr.make();
  return qr;
}

function unitFor(count: number, maxSize: number): number {
  const unit = Math.floor(maxSize / (count + 2 * QR_QUIET_MODULES));
  if (unit < 1) throw new Error('qr: no room for the code');
  return unit;
}

/** The side qrSvg will draw the code at, to place it before drawing it. */
export function qrSide(link: string, maxSize: number): number {
  const count = matrix(link).getModuleCount();
  return unitFor(count, maxSize) * (count + 2 * QR_QUIET_MODULES);
}

/**
 * A QR code of `link` as SVG: a white square, quiet zone included, at (x, y), as large as fits in `maxSize`
 * with every module a whole number of pixels, so no module edge is blurred by resampling. Level M: the
 * printed poster survives a crease or a smudge, and the longest vote link still fits a small version.
 */
export function qrSvg(link: string, x: number, y: number, maxSize: number, dark = '#000000'): QrPlacement {
  const qr = matrix(link);
  const count = qr.getModuleCount();
  const unit = unitFor(count, maxSize);
  const size = unit * (count + 2 * QR_QUIET_MODULES);
  const origin = (i: number) => (i + QR_QUIET_MODULES) * unit;
  let d = '';
  for (let row = 0; row < count; row += 1) {
    // Runs of dark modules become one rectangle each: a fifth of the path a square per module makes.
    for (let col = 0; col < count; col += 1) {
      if (!qr.isDark(row, col)) continue;
      let end = col;
      while (end + 1 < count && qr.isDark(row, end + 1)) end += 1;
      d += `M${x + origin(col)} ${y + origin(row)}h${(end - col + 1) * unit}v${unit}h-${(end - col + 1) * unit}z`;
      col = end;
    }
  }
  return {
    size,
    svg:
      `<rect x="${x}" y="${y}" width="${size}" height="${size}" fill="#FFFFFF"/>` +
      `<path d="${d}" fill="${dark}" shape-rendering="crispEdges"/>`,
  };
}
