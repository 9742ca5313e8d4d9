import { useId, type TextareaHTMLAttributes } from 'react';

interface CountedTextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'value' | 'maxLength'> {
  label: string;
  value: string;
  maxLength: number;
  error?: string;
  hint?: string;
}

/** A labelled text area that counts its characters against the limit, announced with the field. */
export function CountedTextArea({ label, value, maxLength, error, hint, className, ...area }: CountedTextAreaProps) {
  const id = useId();
  const described = [hint && `${id}-hint`, `${id}-count`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <div className={`space-y-1.5 ${className ?? ''}`}>
      <label htmlFor={id} className="block text-sm font-medium text-neutral-700">
        {label}
      </label>
      <textarea
        id={id}
        value={value}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={described}
        className="block w-full rounded-md border border-neutral-300 bg-white px-3 py-2 text-sm text-neutral-900 shadow-xs placeholder:text-neutral-400 focus:border-plum focus:ring-2 focus:ring-plum/25 focus:outline-none aria-invalid:border-red-400 disabled:bg-neutral-100"
        {...area}
      />
      <div className="flex items-start justify-between gap-3 text-xs">
        <span>
          {hint && (
            <span id={`${id}-hint`} className="block text-neutral-500">
              {hint}
            </span>
          )}
          {error && (
            <span id={`${id}-error`} className="block text-red-700">
              {error}
            </span>
          )}
        </span>
        <span id={`${id}-count`} className={`figures shrink-0 ${value.length >= maxLength ? 'text-red-700' : 'text-neutral-500'}`}>
          {value.length}/{maxLength}
        </span>
      </div>
    </div>
  );
}
