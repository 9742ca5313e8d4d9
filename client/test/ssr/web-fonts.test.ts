import { readFileSync } from 'node:fs';
import path from 'node:path';
import { addWebFonts, WEB_FACES } from '@/styles/web-fonts';

/** A FontFace stand-in: records what it was made with; `load` fails where `fails` says so. */
function fakeFaces(fails: (face: { family: string; descriptors: FontFaceDescriptors }) => boolean = () => false) {
  const made: FakeFace[] = [];
  class FakeFace {
    status = 'unloaded';
    constructor(
      readonly family: string,
      readonly source: string,
      readonly descriptors: FontFaceDescriptors,
    ) {
      made.push(this);
    }
    load() {
      if (fails(this)) {
        this.status = 'error';
        return Promise.reject(new Error('network'));
      }
      this.status = 'loaded';
      return Promise.resolve(this);
    }
  }
  const added: FakeFace[] = [];
  const fonts = { add: (face: FakeFace) => added.push(face) } as unknown as FontFaceSet;
  // What index.css holds once built: each custom property an address.
  const style = { getPropertyValue: (name: string) => ` url(/assets/${name.slice(2)}-hash.woff2)` };
  return { Face: FakeFace as unknown as typeof FontFace, made, added, fonts, style };
}

describe('addWebFonts', () => {
  it('hands the page the Latin faces once they are loaded, and the Latin Extended ones to load on demand', async () => {
    const { Face, added, fonts, style } = fakeFaces();
    await addWebFonts(fonts, Face, style);
    const latin = added.filter((f) => f.descriptors.unicodeRange?.startsWith('U+0000-00FF'));
    const ext = added.filter((f) => f.descriptors.unicodeRange?.startsWith('U+0100-02BA'));
    expect(latin).toHaveLength(WEB_FACES.length);
    expect(latin.every((f) => f.status === 'loaded')).toBe(true);
    expect(ext).toHaveLength(WEB_FACES.length);
    expect(ext.every((f) => f.status === 'unloaded')).toBe(true);
    // Every Latin face is in before any Extended one: one relayout for the swap.
    expect(added.slice(0, WEB_FACES.length)).toEqual(latin);
    expect(added.map((f) => `${f.family} ${f.descriptors.weight}`).sort()).toEqual(
      WEB_FACES.flatMap((f) => [`${f.family} ${f.weight}`, `${f.family} ${f.weight}`]).sort(),
    );
    expect(added.every((f) => f.descriptors.display === 'swap')).toBe(true);
    expect(latin.map((f) => f.source)).toContain("url(/assets/web-font-playfair-700-hash.woff2) format('woff2')");
    expect(ext.map((f) => f.source)).toContain("url(/assets/web-font-inter-400-ext-hash.woff2) format('woff2')");
  });

  it('reads every address before it adds a face (a style read after an add recomputes the whole page)', async () => {
    const { Face, fonts, style } = fakeFaces();
    const order: string[] = [];
    const watched = {
      add: (face: FontFace) => {
        order.push('add');
        return fonts.add(face);
      },
    } as unknown as FontFaceSet;
    const read = { getPropertyValue: (name: string) => (order.push('read'), style.getPropertyValue(name)) };
    await addWebFonts(watched, Face, read);
    expect(order.filter((o) => o === 'read')).toHaveLength(2 * WEB_FACES.length);
    expect(order.lastIndexOf('read')).toBeLessThan(order.indexOf('add'));
  });

  it('leaves out a face that failed to load (its text keeps the fallback it was painted in)', async () => {
    const isLatin = (d: FontFaceDescriptors) => Boolean(d.unicodeRange?.startsWith('U+0000-00FF'));
    const { Face, added, fonts, style } = fakeFaces(
      (f) => f.family === 'Inter' && f.descriptors.weight === '400' && isLatin(f.descriptors),
    );
    await addWebFonts(fonts, Face, style);
    const latin = added.filter((f) => isLatin(f.descriptors));
    expect(latin).toHaveLength(WEB_FACES.length - 1);
    expect(latin.some((f) => f.family === 'Inter' && f.descriptors.weight === '400')).toBe(false);
  });

  it('reads every address from a custom property index.css defines', () => {
    const css = readFileSync(path.join(process.cwd(), 'client/src/styles/index.css'), 'utf8');
    for (const f of WEB_FACES)
      for (const name of [f.latin, f.latinExt]) expect(css).toMatch(new RegExp(`${name}: url\\('@fontsource/[^']+\\.woff2'\\);`));
    expect(new Set(WEB_FACES.map((f) => f.family))).toEqual(new Set(['Inter', 'Playfair Display']));
  });
});
