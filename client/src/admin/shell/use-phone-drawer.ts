import { useEffect, useState, useSyncExternalStore } from 'react';
import { useLocation } from 'react-router-dom';
import { BREAKPOINT_MOBILE_PX } from '@pageant/common';

const PHONE_QUERY = `(max-width: ${BREAKPOINT_MOBILE_PX - 0.02}px)`;

const phoneQuery = () => (typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(PHONE_QUERY) : null);

function subscribe(onChange: () => void) {
  const query = phoneQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** Below 768 px the admin has no room for a rail: true there, and it follows a rotated phone. */
export const useIsPhone = () =>
  useSyncExternalStore(
    subscribe,
    () => phoneQuery()?.matches ?? false,
    () => false,
  );

/**
 * The phone's navigation drawer: closed until the menu button opens it, and closed again by any
 * navigation (a tapped link, back, a redirect), so a new screen is never hidden behind it.
 */
export function usePhoneDrawer() {
  const phone = useIsPhone();
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);
  return { phone, open: phone && open, setOpen };
}
