/** Navbar entries in SPEC §2 order. */
export interface NavItem {
  to: string;
  label: string;
  /** Match the path exactly (Home would otherwise be active everywhere). */
  end?: boolean;
  /** The gold, wiggling call to action. */
  cta?: boolean;
  /** Shown only while the event is active (SPEC §4). */
  needsActiveEvent?: boolean;
}

export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/', label: 'Home', end: true },
  { to: '/registration', label: 'Register with us', cta: true },
  { to: '/competitions', label: 'Competition' },
  { to: '/contestants', label: 'Contestants', needsActiveEvent: true },
  { to: '/behindthescene', label: 'Behind the Scene' },
  { to: '/awards', label: 'Asia Excellence Award' },
  { to: '/aboutus', label: 'About Us' },
];
