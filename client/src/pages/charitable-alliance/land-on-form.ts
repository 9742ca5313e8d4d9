/** The id every "Donate now" points at: the donation form's heading, not the section above it. */
export const DONATE_HEADING_ID = 'donate-heading';
export const DONATE_HASH = '#donate';

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/**
 * Brings the donation form's heading just under the sticky top bar and moves focus there, so a phone
 * shows the form itself and a screen reader starts reading it. The bar's height is measured because
 * it differs between phone and desktop.
 */
export function landOnDonationForm(): boolean {
  const heading = document.getElementById(DONATE_HEADING_ID);
  if (!heading) return false;
  const form = heading.closest('form') ?? heading;
  const bar = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
  const top = form.getBoundingClientRect().top + window.scrollY - Math.max(0, bar) - 12;
  window.scrollTo({ top: Math.max(0, top), behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  heading.focus({ preventScroll: true });
  return true;
}
