import { expect, test, type Page } from './fixtures';

/**
 * Issue #14: "fonts use metric-matched fallbacks". Text set in the fallback faces (client/src/styles/
 * fallback-fonts.css) must take the room the web fonts take, so the swap moves nothing. The same texts
 * are measured twice, once with the web fonts and once with every font file refused, on one line each
 * (their natural width, which is what decides where a line wraps).
 */
const MAX_DIFFERENCE = 0.03;

/** Display serif (Playfair 700), body text (Inter 400) and UI text (Inter 600), all on /faq. */
const SAMPLES = [
  { name: 'the h1 (Playfair Display 700)', selector: 'main h1' },
  { name: 'the hero paragraph (Inter 400)', selector: 'main h1 ~ p' },
  { name: 'a question (Inter 600)', selector: 'main h3 button span' },
  { name: 'a step of the flow (Inter 400)', selector: 'main ol li p' },
] as const;

interface Measured {
  widths: number[];
  families: string[];
}

/** The natural one-line width of each sample, set in exactly its computed font. */
async function measure(page: Page): Promise<Measured> {
  return page.evaluate(
    async (selectors) => {
      await document.fonts.ready;
      const widths: number[] = [];
      const families: string[] = [];
      for (const selector of selectors) {
        const el = document.querySelector(selector);
        if (!el) throw new Error(`No ${selector} on the page`);
        const cs = getComputedStyle(el);
        const probe = document.createElement('span');
        probe.textContent = el.textContent;
        probe.style.cssText = 'position:absolute;left:0;top:0;white-space:nowrap;visibility:hidden';
        for (const prop of [
          'font-family',
          'font-size',
          'font-weight',
          'font-style',
          'letter-spacing',
          'text-transform',
          'font-feature-settings',
        ]) {
          probe.style.setProperty(prop, cs.getPropertyValue(prop));
        }
        document.body.append(probe);
        widths.push(probe.getBoundingClientRect().width);
        probe.remove();
        families.push(cs.fontFamily);
      }
      return { widths, families };
    },
    SAMPLES.map((s) => s.selector),
  );
}

test.describe("fallback fonts keep the web fonts' measure", () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test(`a heading and paragraphs set in the fallback faces are within ${MAX_DIFFERENCE * 100}% of their width in Inter and Playfair`, async ({
    browser,
  }) => {
    const withFonts = await browser.newPage();
    await withFonts.goto('/faq');
    await expect(withFonts.locator('main h1')).toHaveCount(1);
    // The web fonts are added after the first paint (client/src/styles/web-fonts.ts): measure once they are in.
    await withFonts.waitForFunction(() => {
      const loaded = [...document.fonts].filter((f) => f.status === 'loaded').map((f) => f.family.replace(/^"(.*)"$/, '$1'));
      return loaded.includes('Inter') && loaded.includes('Playfair Display');
    });
    await withFonts.evaluate(() => document.fonts.ready);
    const real = await measure(withFonts);
    // The web fonts really are what the first measure used.
    expect(
      await withFonts.evaluate(() => document.fonts.check('700 40px "Playfair Display"') && document.fonts.check('400 16px Inter')),
    ).toBe(true);
    // Faces added from script keep the quotes of a family name with a space ('"Playfair Display"').
    const loaded = await withFonts.evaluate(() =>
      [...document.fonts].filter((f) => f.status === 'loaded').map((f) => f.family.replace(/^"(.*)"$/, '$1')),
    );
    expect(loaded).toEqual(expect.arrayContaining(['Inter', 'Playfair Display']));
    await withFonts.close();

    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const withoutFonts = await context.newPage();
    await withoutFonts.route(/\.(woff2?|ttf)(\?.*)?$/, (route) => route.abort());
    await withoutFonts.goto('/faq');
    await expect(withoutFonts.locator('main h1')).toHaveCount(1);
    const fallback = await measure(withoutFonts);
    const webFontsLoaded = await withoutFonts.evaluate(() =>
      [...document.fonts].some((f) => (f.family === 'Inter' || f.family === 'Playfair Display') && f.status === 'loaded'),
    );
    expect(webFontsLoaded).toBe(false);
    // The fallback faces themselves are in use (a local font was found and scaled), not the bare system font after them.
    const scaled = await withoutFonts.evaluate(() => {
      const width = (family: string, weight: number) => {
        const probe = document.createElement('span');
        probe.textContent = 'Frequently Asked Questions about the pageant';
        probe.style.cssText = `position:absolute;white-space:nowrap;visibility:hidden;font:${weight} 20px ${family}`;
        document.body.append(probe);
        const w = probe.getBoundingClientRect().width;
        probe.remove();
        return w;
      };
      return {
        inter: width("'Inter Fallback'", 400) / width("'Liberation Sans', Arial", 400),
        playfair: width("'Playfair Display Fallback'", 700) / width("'Liberation Serif', 'Times New Roman'", 700),
      };
    });
    expect(scaled.inter).toBeCloseTo(1.0702, 2);
    expect(scaled.playfair).toBeCloseTo(1.0733, 2);
    await context.close();

    const lines = SAMPLES.map((s, i) => {
      const a = real.widths[i]!;
      const b = fallback.widths[i]!;
      return { name: s.name, real: a, fallback: b, difference: Math.abs(b - a) / a };
    });
    for (const l of lines) {
      const line = `${l.name}: ${l.real.toFixed(1)} px with the web font, ${l.fallback.toFixed(1)} px with the fallback (${(l.difference * 100).toFixed(2)}%)`;
      test.info().annotations.push({ type: 'font-fallback', description: line });
      console.log(line);
    }
    for (const l of lines) expect(l.difference, l.name).toBeLessThan(MAX_DIFFERENCE);
  });
});
