import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** Issue #13: swiper's default theme colour (iOS blue) showed on the arrows of all seven carousels. */
export const LIBRARY_BLUE = 'rgb(0, 122, 255)';

/** Every element and its ::before/::after (plus the file button) whose colours include `colour`, described for the failure message. */
export function elementsPainted(page: Page, colour: string) {
  return page.evaluate((target) => {
    const props = [
      'color',
      'background-color',
      'background-image',
      'border-top-color',
      'border-right-color',
      'border-bottom-color',
      'border-left-color',
      'outline-color',
      'fill',
      'stroke',
    ];
    const hits: string[] = [];
    const describe = (el: Element, pseudo: string) =>
      `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}.${String(el.getAttribute('class') ?? '')
        .split(/\s+/)
        .slice(0, 3)
        .join('.')}${pseudo}`;
    for (const el of document.querySelectorAll('*')) {
      const pseudos = ['', '::before', '::after', ...(el.matches('input[type=file]') ? ['::file-selector-button'] : [])];
      for (const pseudo of pseudos) {
        const style = getComputedStyle(el, pseudo || null);
        for (const prop of props) {
          if (style.getPropertyValue(prop).includes(target)) hits.push(`${describe(el, pseudo)} ${prop}`);
        }
      }
    }
    return hits;
  }, colour);
}

/**
 * axe's WCAG 2 A/AA rules: the serious and critical violations, each with up to three of its nodes.
 * Legacy mode runs axe once inside the page. The default also opens a second page to combine the frames'
 * partial results and injects axe there again: 5.3 s against 2.6 s on the home page, with the same
 * results. Our pages have no frame of their own to audit (a YouTube embed is YouTube's).
 */
export async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).setLegacyMode(true).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
}

/** Starts collecting the page's console errors and uncaught exceptions; read them with the returned function. */
export function consoleErrorsOf(page: Page) {
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  // Third-party embeds (YouTube) may log their own noise, and a refused media request is the network's; our code must not log.
  return () => errors.filter((e) => !/youtube|ERR_|net::|Failed to load resource/i.test(e));
}
