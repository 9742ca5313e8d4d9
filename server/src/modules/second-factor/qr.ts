import qrcode from 'qrcode-generator';

/** The otpauth URL as an SVG QR code (error correction M, a 4-module quiet zone, scales to its box). */
export function qrSvg(text: string): string {
  const qr = qrcode(0, 'M');
  qr.addData(text);
  qr.make();
  return qr.createSvgTag({ cellSize: 4, margin: 16, scalable: true });
}
