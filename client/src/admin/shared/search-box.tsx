import { useId } from 'react';
import { Search } from 'lucide-react';

interface SearchBoxProps {
  /** The input's accessible name; the placeholder is only a hint. */
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  maxLength?: number;
  /** Sizes the box: the wrapper's width classes and the input's. */
  className?: string;
  inputWidthClassName?: string;
}

/** The search field of an admin list: a magnifier inside the input and a label for screen readers. */
export function SearchBox({
  label,
  placeholder,
  value,
  onChange,
  maxLength,
  className = '',
  inputWidthClassName = 'w-full',
}: SearchBoxProps) {
  const id = useId();
  return (
    <div className={`relative ${className}`}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-neutral-400" aria-hidden="true" />
      <input
        id={id}
        type="search"
        placeholder={placeholder}
        maxLength={maxLength}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={`block ${inputWidthClassName} rounded-md border border-neutral-300 bg-white py-2 pr-3 pl-9 text-sm text-neutral-900 shadow-xs placeholder:text-neutral-400 focus:border-plum focus:ring-2 focus:ring-plum/25 focus:outline-none`}
      />
    </div>
  );
}
