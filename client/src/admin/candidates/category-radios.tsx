import { useId } from 'react';
import { CATEGORIES, type Category } from '@pageant/common/constants';

interface CategoryRadiosProps {
  value: Category | null;
  onChange: (category: Category) => void;
  error?: string;
  disabled?: boolean;
}

/** Miss or Mrs, as two large radio pills (the chip her card shows); required by the admin form. */
export function CategoryRadios({ value, onChange, error, disabled }: CategoryRadiosProps) {
  const errorId = useId();
  return (
    <fieldset aria-describedby={error ? errorId : undefined} aria-invalid={error ? true : undefined} className="space-y-1.5">
      <legend className="text-sm font-medium text-neutral-700">Category</legend>
      <div className="flex gap-2">
        {CATEGORIES.map((c) => (
          <label
            key={c}
            className="inline-flex min-h-11 cursor-pointer items-center rounded-full border border-neutral-300 bg-white px-5 text-sm font-semibold text-neutral-700 has-checked:border-plum has-checked:bg-plum has-checked:text-ivory has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-plum has-disabled:opacity-60"
          >
            <input
              type="radio"
              name="category"
              value={c}
              className="sr-only"
              checked={value === c}
              disabled={disabled}
              onChange={() => onChange(c)}
            />
            {c}
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="text-xs text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
