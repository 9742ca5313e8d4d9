import { useId } from 'react';
import { CATEGORIES, type Category } from '@pageant/common/constants';

const OPTIONS: readonly { value: Category | null; label: string }[] = [
  { value: null, label: 'All' },
  ...CATEGORIES.map((c) => ({ value: c, label: c })),
];

interface CategoryFilterProps {
  value: Category | null;
  onChange: (category: Category | null) => void;
}

/**
 * Miss / Mrs / All as a segmented control. Native radios underneath, so a screen reader hears a group
 * of three choices and the arrow keys move between them, as with any radio group.
 */
export function CategoryFilter({ value, onChange }: CategoryFilterProps) {
  const name = useId();
  return (
    <fieldset className="mx-auto mt-4 w-fit">
      <legend className="sr-only">Show contestants by category</legend>
      <div className="inline-flex gap-1 rounded-full bg-white p-1 shadow-card ring-1 ring-gold/25">
        {OPTIONS.map((o) => (
          <label key={o.label} className="relative">
            <input
              type="radio"
              name={name}
              value={o.value ?? ''}
              checked={value === o.value}
              onChange={() => onChange(o.value)}
              className="peer absolute inset-0 size-full cursor-pointer opacity-0"
            />
            <span className="pointer-events-none flex h-11 min-w-[4.5rem] items-center justify-center rounded-full px-4 text-sm font-semibold text-plum transition-colors duration-200 peer-checked:bg-plum peer-checked:text-gold-light peer-hover:bg-plum/10 peer-checked:peer-hover:bg-plum peer-focus-visible:ring-2 peer-focus-visible:ring-gold peer-focus-visible:ring-offset-2 motion-reduce:transition-none sm:min-w-20">
              {o.label}
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
