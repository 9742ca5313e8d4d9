import { useId, type InputHTMLAttributes } from 'react';

const inputClass =
  'block w-full rounded-md border border-neutral-300 bg-white px-3 py-2 text-sm text-neutral-900 shadow-xs transition ' +
  'placeholder:text-neutral-400 focus:border-plum focus:outline-none focus:ring-2 focus:ring-plum/25 ' +
  'aria-invalid:border-red-400 disabled:cursor-not-allowed disabled:bg-neutral-100';

interface FormFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string;
  /** Inline message under the field; marks the input invalid and is announced with it. */
  error?: string;
  hint?: string;
}

/** A labelled input with its hint and inline error wired up for screen readers. */
export function FormField({ label, error, hint, className, ...input }: FormFieldProps) {
  const id = useId();
  const described = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={`space-y-1.5 ${className ?? ''}`}>
      <label htmlFor={id} className="block text-sm font-medium text-neutral-700">
        {label}
      </label>
      <input id={id} aria-invalid={error ? true : undefined} aria-describedby={described} className={inputClass} {...input} />
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-neutral-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-xs text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
