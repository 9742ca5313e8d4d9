import { useId } from 'react';
import { useObjectUrl } from './use-object-url';

const fileClass =
  'block w-full text-sm text-neutral-700 file:mr-3 file:rounded-md file:border-0 file:bg-neutral-100 file:px-3 file:py-2 ' +
  'file:text-sm file:font-medium file:text-neutral-800 hover:file:bg-neutral-200 focus-visible:outline-2 focus-visible:outline-plum';

interface ImagePickerProps {
  label: string;
  onChange: (file: File | null) => void;
  /** The chosen file; pass it to show its preview under the input. */
  file?: File | null;
  /** The image already saved, shown until a new file is chosen. */
  savedUrl?: string | null;
  /** Change it to clear the input (a file input cannot be set from code). */
  resetKey?: number | string;
  disabled?: boolean;
  hint?: string;
  className?: string;
}

/** A labelled image-only file input, with a preview of the new file or of the saved image when given. */
export function ImagePicker({ label, onChange, file, savedUrl, resetKey, disabled, hint, className = '' }: ImagePickerProps) {
  const id = useId();
  const preview = useObjectUrl(file);
  const shown = preview ?? savedUrl ?? null;
  return (
    <div className={`space-y-1.5 ${className}`}>
      <label htmlFor={id} className="block text-sm font-medium text-neutral-700">
        {label}
      </label>
      <input
        key={resetKey}
        id={id}
        type="file"
        accept="image/*"
        disabled={disabled}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(e) => onChange(e.target.files?.[0] ?? null)}
        className={fileClass}
      />
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-neutral-500">
          {hint}
        </p>
      )}
      {shown && <img src={shown} alt={`${label} preview`} className="h-28 w-28 rounded-md border border-neutral-200 object-cover" />}
    </div>
  );
}
