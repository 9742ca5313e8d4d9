import { useRef, type KeyboardEvent } from 'react';
import { tabIndexForKey } from '@/admin/shared/tab-keys';
import { DASHBOARD_TABS } from './dashboard-tabs';
import { useActiveTab } from './use-active-tab';

const tabId = (id: string) => `dashboard-tab-${id}`;
const panelId = (id: string) => `dashboard-panel-${id}`;

export default function DashboardPage() {
  const [activeLabel, setActiveLabel] = useActiveTab();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const activeIndex = Math.max(
    0,
    DASHBOARD_TABS.findIndex((t) => t.label === activeLabel),
  );
  const active = DASHBOARD_TABS[activeIndex]!;

  // Automatic activation: arrow keys move focus and select, as the ARIA tabs pattern suggests for cheap panels.
  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    const next = tabIndexForKey(e.key, activeIndex, DASHBOARD_TABS.length);
    if (next === null) return;
    e.preventDefault();
    setActiveLabel(DASHBOARD_TABS[next]!.label);
    tabRefs.current[next]?.focus();
  }

  return (
    <div className="space-y-4">
      <h1 className="text-xl font-semibold text-neutral-900">Dashboard</h1>
      <div
        role="tablist"
        aria-label="Dashboard sections"
        onKeyDown={onKeyDown}
        className="flex gap-1 overflow-x-auto border-b border-neutral-200"
      >
        {DASHBOARD_TABS.map((tab, i) => {
          const selected = i === activeIndex;
          return (
            <button
              key={tab.id}
              ref={(el) => {
                tabRefs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={selected}
              aria-controls={panelId(tab.id)}
              tabIndex={selected ? 0 : -1}
              onClick={() => setActiveLabel(tab.label)}
              className={`-mb-px shrink-0 whitespace-nowrap border-b-2 px-3 py-2 text-sm transition-colors focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-plum ${
                selected
                  ? 'border-plum font-semibold text-plum'
                  : 'border-transparent text-neutral-600 hover:border-neutral-300 hover:text-neutral-900'
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div
        role="tabpanel"
        id={panelId(active.id)}
        aria-labelledby={tabId(active.id)}
        tabIndex={0}
        className="rounded-lg border border-neutral-200 bg-white p-4 shadow-sm focus-visible:outline-2 focus-visible:outline-plum md:p-6"
      >
        <active.Panel key={active.id} />
      </div>
    </div>
  );
}
