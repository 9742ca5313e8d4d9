import { useCallback, useState } from 'react';
import { ACTIVE_TAB_STORAGE_KEY } from '@pageant/common';
import { DASHBOARD_TABS, DEFAULT_TAB } from './dashboard-tabs';

function readStored(): string {
  try {
    const stored = localStorage.getItem(ACTIVE_TAB_STORAGE_KEY);
    if (stored && DASHBOARD_TABS.some((t) => t.label === stored)) return stored;
  } catch {
    // Storage blocked: start on the default tab.
  }
  return DEFAULT_TAB;
}

/** The dashboard tab label, remembered under 'activeTab' (SPEC §2); unknown values fall back to the default. */
export function useActiveTab() {
  const [active, setActiveState] = useState(readStored);

  const setActive = useCallback((label: string) => {
    setActiveState(label);
    try {
      localStorage.setItem(ACTIVE_TAB_STORAGE_KEY, label);
    } catch {
      // Not remembered, still shown.
    }
  }, []);

  return [active, setActive] as const;
}
