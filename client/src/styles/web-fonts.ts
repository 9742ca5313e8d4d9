/*
 * The web fonts (issue #14). They are not in the stylesheet: the first paint of a server-rendered page
 * is set in the metric-matched fallback faces (fallback-fonts.css), and the entry adds these faces
 * once that paint is on screen, so on a phone's connection they never hold back the hero. The swap
 * then moves nothing.
 *
 * Two subsets per face, each with the unicode-range @fontsource publishes. Their addresses live in
 * index.css (custom properties, so Vite fingerprints them and no script carries them). The Latin files are fetched
 * first and handed to the page together once they are in: every face added while still loading made
 * the browser lay the whole page out again around it (about twice the time of one swap to loaded
 * faces). The Latin Extended files (mostly for ₹) go in with them unloaded, and download only if a
 * page shows one of their characters. woff2 only.
 */

const LATIN =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';
const LATIN_EXT =
  'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF';

interface WebFace {
  family: 'Inter' | 'Playfair Display';
  weight: string;
  /** The custom properties of index.css holding the files' addresses (Vite writes the hashed names there). */
  latin: string;
  latinExt: string;
}

const face = (family: WebFace['family'], weight: string): WebFace => {
  const name = `--web-font-${family === 'Inter' ? 'inter' : 'playfair'}-${weight}`;
  return { family, weight, latin: name, latinExt: `${name}-ext` };
};

export const WEB_FACES: readonly WebFace[] = [
  face('Inter', '400'),
  face('Inter', '500'),
  face('Inter', '600'),
  face('Playfair Display', '600'),
  face('Playfair Display', '700'),
];

/** Fetches the Latin faces, then adds them (and the Latin Extended ones, unloaded) to the document in one go. */
export async function addWebFonts(
  fonts: FontFaceSet = document.fonts,
  Face: typeof FontFace = FontFace,
  style: Pick<CSSStyleDeclaration, 'getPropertyValue'> = getComputedStyle(document.documentElement),
): Promise<void> {
  // The stylesheet's url(...), kept as written: a FontFace source takes the same syntax.
  const source = (property: string) => `${style.getPropertyValue(property).trim()} format('woff2')`;
  const latin = WEB_FACES.map((f) => new Face(f.family, source(f.latin), { weight: f.weight, display: 'swap', unicodeRange: LATIN }));
  // Built before any face is added: a style read after an add made the browser recompute the whole page's
  // style once per read (60-90 ms of a phone's main thread on /contestants, in the task that adds them).
  const extended = WEB_FACES.map(
    (f) => new Face(f.family, source(f.latinExt), { weight: f.weight, display: 'swap', unicodeRange: LATIN_EXT }),
  );
  const loaded = await Promise.allSettled(latin.map((face) => face.load()));
  // A face that failed to load is left out: its text keeps the fallback face it was painted in.
  for (const result of loaded) if (result.status === 'fulfilled') fonts.add(result.value);
  for (const face of extended) fonts.add(face);
}
