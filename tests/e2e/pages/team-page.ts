import type { Locator, Page } from '@playwright/test';

const ENLARGE = /^Enlarge photo of /;

/** The team page (/behindthescene) and its member photos; the specs hold the assertions (STYLE §15). */
export class TeamPage {
  constructor(private readonly page: Page) {}

  /** Opens the page with reduced motion: the team carousels keep still, so a photo stays where it was clicked. */
  async open() {
    await this.page.emulateMedia({ reducedMotion: 'reduce' });
    await this.page.goto('/behindthescene');
  }

  /** The first member photo on screen: the carousels hold more of them out of view. */
  firstPhoto() {
    return this.page.getByRole('button', { name: ENLARGE }).filter({ visible: true }).first();
  }

  /** The member's name, as the photo's button names her. */
  async nameOf(photo: Locator) {
    return ((await photo.getAttribute('aria-label')) ?? '').replace(ENLARGE, '');
  }
}
