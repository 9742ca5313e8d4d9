import { useId, type TextareaHTMLAttributes } from 'react';

const areaClass =
  'block w-full rounded-md border border-neutral-300 bg-white px-3 py-2 text-sm text-neutral-900 shadow-xs transition ' +
  'placeholder:text-neutral-400 focus:border-plum focus:outline-none focus:ring-2 focus:ring-plum/25 ' +
  'aria-invalid:border-red-400 disabled:cursor-not-allowed disabled:bg-neutral-100 field-sizing-content';

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  error?: string;
  /** A one-line value (a title, a venue) that wraps instead of hiding its end; Enter adds no line break. */
  singleLine?: boolean;
}

/**
 * A labelled textarea with its inline error, matching FormField. It grows with its text
 * (field-sizing), so the whole value is in view; `rows` sets the least height.
 */
export function TextAreaField({ label, error, className, singleLine = false, rows = singleLine ? 1 : 4, ...area }: TextAreaFieldProps) {
  const id = useId();
  return (
    <div className={`space-y-1.5 ${className ?? ''}`}>
      <label htmlFor={id} className="block text-sm font-medium text-neutral-700">
        {label}
      </label>
      <textarea
        id={id}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`${areaClass} ${singleLine ? 'resize-none' : 'resize-y'}`}
        style={{ minHeight: `calc(${rows} * 1.25rem + 1.125rem)` }}
        onKeyDown={singleLine ? (e) => e.key === 'Enter' && e.preventDefault() : undefined}
        {...area}
      />
      {error && (
        <p id={`${id}-error`} className="text-xs text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
