import { useCallback, useEffect, useRef, useState } from 'react';
import { Menu, X } from '@/components/shell-icons';
import { NavLink, useLocation } from 'react-router-dom';
import { BREAKPOINT_MOBILE_PX } from '@pageant/common';
import { useBodyScrollLock } from '@/components/use-body-scroll-lock';
import { NAV_ITEMS, type NavItem } from '@/app/nav-links';
import { SocialLinks } from '@/app/social-links';
import { Wordmark } from '@/app/wordmark';
import { useEventActive } from '@/stores/event-status';

const MENU_ID = 'primary-menu';

function linkClass(item: NavItem, isActive: boolean): string {
  if (item.cta) {
    return `inline-flex min-h-11 items-center rounded-full bg-gold px-5 font-semibold text-plum transition-colors hover:bg-gold-light md:min-h-9 md:px-3 lg:px-4 ${
      isActive ? 'ring-2 ring-gold-light ring-offset-2 ring-offset-plum' : ''
    }`;
  }
  return `inline-flex min-h-11 items-center border-b-2 px-1 font-medium transition-colors hover:text-gold md:min-h-9 ${
    isActive ? 'border-gold text-gold' : 'border-transparent text-ivory md:text-lilac'
  }`;
}

export function Navbar() {
  const [open, setOpen] = useState(false);
  const { isActive } = useEventActive();
  const { pathname } = useLocation();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);

  useBodyScrollLock(open);

  useEffect(close, [pathname, close]);

  useEffect(() => {
    if (!open) return;
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    // Widening past the breakpoint hides the toggle, which would leave the page scroll-locked.
    const wide = window.matchMedia?.(`(min-width: ${BREAKPOINT_MOBILE_PX}px)`);
    const onWide = (e: MediaQueryListEvent) => e.matches && setOpen(false);
    document.addEventListener('keydown', onKeyDown);
    wide?.addEventListener('change', onWide);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      wide?.removeEventListener('change', onWide);
    };
  }, [open]);

  const items = NAV_ITEMS.filter((item) => !item.needsActiveEvent || isActive);

  return (
    <header className="on-dark sticky top-0 z-40 bg-plum text-ivory shadow-[0_1px_0_rgb(201_162_39/0.35)]">
      <div className="mx-auto flex h-16 max-w-[1200px] items-center gap-2 px-4 sm:px-6">
        <Wordmark onNavigate={close} />
        <SocialLinks className="ml-auto" linkClassName="text-lilac hover:bg-plum-soft hover:text-gold" />
        <button
          ref={toggleRef}
          type="button"
          className="inline-flex size-11 items-center justify-center rounded-full text-ivory hover:bg-plum-soft md:hidden"
          aria-expanded={open}
          aria-controls={MENU_ID}
          aria-label={open ? 'Close menu' : 'Open menu'}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? <X className="size-6" aria-hidden="true" /> : <Menu className="size-6" aria-hidden="true" />}
        </button>
      </div>

      <nav
        id={MENU_ID}
        aria-label="Main"
        className={`${open ? 'block' : 'hidden'} fixed inset-x-0 top-16 bottom-0 overflow-y-auto border-t border-ivory/10 bg-plum md:static md:block md:overflow-visible`}
      >
        <ul className="mx-auto flex max-w-[1200px] flex-col gap-1 px-4 py-4 text-base sm:px-6 md:flex-row md:flex-wrap md:items-center md:justify-center md:gap-x-2.5 md:py-2 md:text-[0.78rem] lg:gap-x-7 lg:text-sm">
          {items.map((item) => (
            <li key={item.to} className={item.cta ? 'py-1 md:py-0' : ''}>
              <NavLink to={item.to} end={item.end} onClick={close} className={({ isActive: current }) => linkClass(item, current)}>
                {item.cta ? <span className="inline-block motion-safe:animate-wiggle">{item.label}</span> : item.label}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
