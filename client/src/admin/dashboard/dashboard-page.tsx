import { useRef, type KeyboardEvent } from 'react';
import { tabIndexForKey } from '@/admin/shared/tab-keys';
import { ReadOnlyUnless } from '@/admin/shared/read-only';
import { useRoleMay } from '@/admin/shared/use-may';
import { DASHBOARD_TABS } from './dashboard-tabs';
import { useActiveTab } from './use-active-tab';

const tabId = (id: string) => `dashboard-tab-${id}`;
const panelId = (id: string) => `dashboard-panel-${id}`;

export default function DashboardPage() {
  const [activeLabel, setActiveLabel] = useActiveTab();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  // Issue #34: the event switch is not offered to editors and finance; the content tabs are, read-only to finance.
  const may = useRoleMay();
  const tabs = DASHBOARD_TABS.filter((t) => may(t.see));
  const activeIndex = Math.max(
    0,
    tabs.findIndex((t) => t.label === activeLabel),
  );
  const active = tabs[activeIndex]!;

  // Automatic activation: arrow keys move focus and select, as the ARIA tabs pattern suggests for cheap panels.
  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    const next = tabIndexForKey(e.key, activeIndex, tabs.length);
    if (next === null) return;
    e.preventDefault();
    setActiveLabel(tabs[next]!.label);
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
        {tabs.map((tab, i) => {
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
        <ReadOnlyUnless key={active.id} capability={active.change}>
          <active.Panel />
        </ReadOnlyUnless>
      </div>
    </div>
  );
}
