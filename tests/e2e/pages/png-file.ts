import sharp from 'sharp';

/** A one-colour PNG in the shape a file chooser takes (`setInputFiles`), for the upload forms. */
export async function pngFile(name: string, background: string, width = 200, height = 200) {
  return {
    name,
    mimeType: 'image/png',
    buffer: await sharp({ create: { width, height, channels: 3, background } })
      .png()
      .toBuffer(),
  };
}
