import { useEffect, useState } from 'react';
import { ArrowUp } from '@/components/shell-icons';
import { BACK_TO_TOP_AFTER_PX } from '@pageant/common';

const prefersReducedMotion = () => window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;

/** Where the button sits: mirrors its classes below (size-12, 16 px from the corner, 24 px from sm up). */
const SIZE_PX = 48;
const SM_PX = 640;
const inset = () => (window.innerWidth >= SM_PX ? 24 : 16);
/** Controls closer than this to the button also count, so a thumb cannot hit the wrong one. */
const CLEARANCE_PX = 8;

/** `data-holds-corner`: a fixed bar (the vote page's Vote bar) that the button would sit on top of. */
const CONTROLS =
  'a[href], button, input, select, textarea, summary, label, [role="button"], [role="tab"], [tabindex]:not([tabindex="-1"]), form, [data-holds-corner]';

/** Whether any visible control (or form, as a whole) lies under the button's corner, which it would then cover. */
function coversAControl(): boolean {
  const size = SIZE_PX + 2 * CLEARANCE_PX;
  const right = window.innerWidth - inset() + CLEARANCE_PX;
  const bottom = window.innerHeight - inset() + CLEARANCE_PX;
  const left = right - size;
  const top = bottom - size;
  for (const el of document.querySelectorAll(CONTROLS)) {
    if (el.hasAttribute('data-back-to-top')) continue;
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0) continue;
    if (r.left < right && r.right > left && r.top < bottom && r.bottom > top) return true;
  }
  return false;
}

/**
 * SPEC §2: appears once the page has scrolled past 300 px. It steps aside while a control or a form is
 * under its corner, so it never hides a field or a Pay button on a phone.
 */
export function BackToTop() {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > BACK_TO_TOP_AFTER_PX && !coversAControl());
    update();
    window.addEventListener('scroll', update, { passive: true });
    window.addEventListener('resize', update);
    // Content arriving late (lists, carousels) can move a control under the corner without any scroll.
    const grew = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    grew?.observe(document.body);
    // A fixed bar claiming the corner (after its own scroll observer fired) changes no size.
    const claimed = typeof MutationObserver === 'undefined' ? null : new MutationObserver(update);
    claimed?.observe(document.body, { subtree: true, attributeFilter: ['data-holds-corner'] });
    return () => {
      claimed?.disconnect();
      window.removeEventListener('scroll', update);
      window.removeEventListener('resize', update);
      grew?.disconnect();
    };
  }, []);

  if (!visible) return null;
  return (
    <button
      type="button"
      data-back-to-top
      aria-label="Back to top"
      onClick={() => window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' })}
      className="on-dark fixed right-4 bottom-4 z-30 inline-flex size-12 items-center justify-center rounded-full bg-plum text-gold shadow-card ring-1 ring-gold/50 transition-colors hover:bg-plum-soft sm:right-6 sm:bottom-6"
    >
      <ArrowUp className="size-5" aria-hidden="true" />
    </button>
  );
}
