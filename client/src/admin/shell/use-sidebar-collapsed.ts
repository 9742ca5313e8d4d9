import { useCallback, useState } from 'react';
import { BREAKPOINT_MOBILE_PX, SIDEBAR_STORAGE_KEY } from '@pageant/common';

function initialCollapsed(): boolean {
  try {
    const stored = localStorage.getItem(SIDEBAR_STORAGE_KEY);
    if (stored === 'true' || stored === 'false') return stored === 'true';
  } catch {
    // Storage can be blocked (private mode); fall through to the viewport default.
  }
  return typeof window !== 'undefined' && window.innerWidth < BREAKPOINT_MOBILE_PX;
}

/** Collapsed state of the admin sidebar, remembered across visits (SPEC §2). */
export function useSidebarCollapsed() {
  const [collapsed, setCollapsedState] = useState(initialCollapsed);

  const setCollapsed = useCallback((next: boolean) => {
    setCollapsedState(next);
    try {
      localStorage.setItem(SIDEBAR_STORAGE_KEY, String(next));
    } catch {
      // Not remembered, still applied.
    }
  }, []);

  return { collapsed, setCollapsed };
}
