import { useId, type TextareaHTMLAttributes } from 'react';
import { useObjectUrl } from '@/admin/shared/use-object-url';

const areaClass =
  'block w-full rounded-md border border-neutral-300 bg-white px-3 py-2 text-sm text-neutral-900 shadow-xs transition ' +
  'placeholder:text-neutral-400 focus:border-plum focus:outline-none focus:ring-2 focus:ring-plum/25 ' +
  'aria-invalid:border-red-400 disabled:cursor-not-allowed disabled:bg-neutral-100';

interface TextAreaFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> {
  label: string;
  error?: string;
}

/** A labelled textarea with its inline error, matching FormField. */
export function TextAreaField({ label, error, className, rows = 4, ...area }: TextAreaFieldProps) {
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
        className={areaClass}
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

/** Previews a chosen file (object URL revoked on change and unmount), else the saved image. */
export function ImagePreview({ file, src, alt }: { file?: File; src?: string; alt: string }) {
  const url = useObjectUrl(file);

  const shown = file ? url : src;
  if (!shown) {
    return (
      <div className="flex h-40 w-full max-w-sm items-center justify-center rounded-md border border-dashed border-neutral-300 text-sm text-neutral-500">
        No image chosen
      </div>
    );
  }
  return <img src={shown} alt={alt} className="h-40 w-full max-w-sm rounded-md border border-neutral-200 object-cover" />;
}
