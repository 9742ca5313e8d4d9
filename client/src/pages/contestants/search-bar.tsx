import { Search, X } from 'lucide-react';
import { useEffect, useEffectEvent, useId, useState } from 'react';
import { useDebouncedValue } from '@/components/use-debounced-value';

/** SPEC §5: the bar itself settles typing for 200 ms before it reports a term. */
export const SEARCH_BAR_DEBOUNCE_MS = 200;

export function SearchBar({ onSearch }: { onSearch: (term: string) => void }) {
  const [value, setValue] = useState('');
  const settled = useDebouncedValue(value, SEARCH_BAR_DEBOUNCE_MS);
  const report = useEffectEvent(onSearch);
  const id = useId();
  useEffect(() => report(settled), [settled]);

  return (
    <form role="search" onSubmit={(e) => e.preventDefault()} className="relative mx-auto w-full max-w-xl">
      <label htmlFor={id} className="sr-only">
        Search contestants
      </label>
      <Search className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-muted" aria-hidden="true" />
      <input
        id={id}
        type="search"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        placeholder="Search contestants by name"
        autoComplete="off"
        enterKeyHint="search"
        maxLength={120}
        className="h-12 w-full rounded-full border border-lilac bg-white pr-12 pl-12 text-base text-ink shadow-card placeholder:text-muted/80 focus:border-plum focus:outline-none focus:ring-2 focus:ring-plum/25 [&::-webkit-search-cancel-button]:hidden"
      />
      {value && (
        <button
          type="button"
          onClick={() => setValue('')}
          aria-label="Clear search"
          className="absolute top-1/2 right-2 inline-flex size-9 -translate-y-1/2 items-center justify-center rounded-full text-muted hover:bg-plum/10 hover:text-plum"
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      )}
    </form>
  );
}
