import { spawnSync } from 'node:child_process';
import { repoRoot } from '../src/http/static';

/**
 * Runs in a plain Node process, as the server does: fonts.ts hands fontconfig its file through the
 * real environment, which Jest's sandboxed process.env never reaches. Prints JSON for the assertions.
 */
const SCRIPT = `
const { FONTS_DIR, textWidth } = await import('./server/src/seed/fonts.ts');
const { logoSvg } = await import('./server/src/seed/artwork.ts');
const { BRANDS, SPONSORS } = await import('./server/src/seed/content.ts');
const { FRAMES } = await import('./server/src/seed/images.ts');
const { SANS, SERIF, esc } = await import('./server/src/seed/svg.ts');
const sharp = (await import('sharp')).default;

async function inkWidth(content, family, weight) {
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="1400" height="120"><rect width="1400" height="120" fill="#fff"/>' +
    '<text x="20" y="80" font-family="' + family + '" font-weight="' + weight + '" font-size="50">' + esc(content) + '</text></svg>';
  const { info } = await sharp(Buffer.from(svg)).trim({ background: '#fff' }).toBuffer({ resolveWithObject: true });
  return info.width;
}
const line = 'Saanjh Cosmetics & Aurum Jewellers';
const faces = [];
for (const [family, weight, face] of [[SERIF, 700, 'serif-bold'], [SANS, 400, 'sans'], [SANS, 600, 'sans-semibold']]) {
  faces.push({ face, drawn: await inkWidth(line, family, weight), measured: textWidth(line, face, 50) });
}
const logos = [];
for (const logo of [...SPONSORS, ...BRANDS]) {
  const svg = logoSvg(logo.name, logo.tagline, logo.emblem, logo.dark, FRAMES.logo);
  const { data, info } = await sharp(Buffer.from(svg))
    .extract({ left: FRAMES.logo.w - 16, top: 0, width: 16, height: FRAMES.logo.h })
    .raw()
    .toBuffer({ resolveWithObject: true });
  let ink = 0;
  for (let i = 0; i < data.length; i += info.channels) {
    const light = (data[i] + data[i + 1] + data[i + 2]) / 3;
    if (logo.dark ? light > 140 : light < 200) ink += 1;
  }
  logos.push({ name: logo.name, ink });
}
console.log(JSON.stringify({ fontsDir: FONTS_DIR, fontconfig: process.env.FONTCONFIG_FILE, faces, logos }));
`;

interface Report {
  fontsDir: string | null;
  fontconfig: string | undefined;
  faces: { face: string; drawn: number; measured: number }[];
  logos: { name: string; ink: number }[];
}

let report: Report;

beforeAll(() => {
  const env = { ...process.env };
  delete env.FONTCONFIG_FILE;
  const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', SCRIPT], {
    cwd: repoRoot,
    env,
    encoding: 'utf8',
    timeout: 60_000,
  });
  if (run.status !== 0) throw new Error(`font probe failed: ${run.stderr}`);
  report = JSON.parse(run.stdout.trim().split('\n').pop()!) as Report;
}, 70_000);

describe('brand fonts in server-drawn pictures', () => {
  test('when the server starts, then fontconfig is pointed at the fonts folder that ships with it', () => {
    expect(report.fontsDir).toBe(`${repoRoot}/server/fonts`);
    expect(report.fontconfig).toBe(`${repoRoot}/server/fonts/fonts.conf`);
  });

  test('when text is set in Playfair Display or Inter, then the drawn line is as wide as that font measures it (not a stand-in face)', () => {
    expect(report.faces.map((f) => f.face)).toEqual(['serif-bold', 'sans', 'sans-semibold']);
    // Side bearings make ink a little narrower than the advance widths; a stand-in font misses by 10 % and more.
    for (const f of report.faces)
      expect({ face: f.face, off: Math.abs(f.drawn - f.measured) / f.drawn < 0.03 }).toEqual({ face: f.face, off: true });
  });

  test('when a sponsor or brand logo is drawn, then its name and tagline end inside the strip (nothing cut at the right edge)', () => {
    expect(report.logos).toHaveLength(12);
    for (const logo of report.logos) expect(logo).toEqual({ name: logo.name, ink: 0 });
  });
});
