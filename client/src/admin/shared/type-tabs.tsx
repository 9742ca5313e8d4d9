import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { tabIndexForKey } from './tab-keys';

interface TypeTabsProps<T extends string> {
  /** Accessible name of the tab list. */
  label: string;
  types: readonly T[];
  labels: Record<T, string>;
  active: T;
  onChange: (type: T) => void;
  children: ReactNode;
}

/** ARIA tabs (roving focus, arrows, Home/End) over the types of one admin resource; the panel holds the children. */
export function TypeTabs<T extends string>({ label, types, labels, active, onChange, children }: TypeTabsProps<T>) {
  const base = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const index = Math.max(0, types.indexOf(active));

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    const next = tabIndexForKey(e.key, index, types.length);
    if (next === null) return;
    e.preventDefault();
    onChange(types[next]!);
    refs.current[next]?.focus();
  }

  return (
    <div className="space-y-4">
      <div role="tablist" aria-label={label} onKeyDown={onKeyDown} className="flex flex-wrap gap-2">
        {types.map((type, i) => {
          const selected = i === index;
          return (
            <button
              key={type}
              ref={(el) => {
                refs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`${base}-tab-${type}`}
              aria-selected={selected}
              aria-controls={`${base}-panel`}
              tabIndex={selected ? 0 : -1}
              onClick={() => onChange(type)}
              className={`rounded-full px-3 py-1.5 text-sm transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-plum ${
                selected ? 'bg-plum font-semibold text-ivory' : 'bg-neutral-100 text-neutral-700 hover:bg-neutral-200'
              }`}
            >
              {labels[type]}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={`${base}-panel`} aria-labelledby={`${base}-tab-${active}`} className="space-y-6">
        {children}
      </div>
    </div>
  );
}
