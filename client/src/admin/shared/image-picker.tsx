import { useId, useRef, useState, type DragEvent } from 'react';
import { ImagePlus, Upload, X } from 'lucide-react';
import { useObjectUrl } from './use-object-url';

/** What the server takes (sharp re-encodes JPEG, PNG and WebP; UPLOAD_MAX_MB defaults to 10). */
export const IMAGE_TYPES_HINT = 'JPG, PNG or WebP, up to 10 MB.';

interface ImagePickerProps {
  label: string;
  /** Single mode: the chosen file, or null when it is removed. */
  onChange?: (file: File | null) => void;
  /** Multiple mode: every chosen file (an empty list when removed). */
  onFilesChange?: (files: File[]) => void;
  multiple?: boolean;
  /** The chosen file; pass it to show its preview. */
  file?: File | null;
  /** How many files are chosen, in multiple mode (their previews are the caller's). */
  count?: number;
  /** The image already saved, shown until a new file is chosen. */
  savedUrl?: string | null;
  previewAlt?: string;
  savedAlt?: string;
  /** False when the caller shows the chosen image at its real place (e.g. inside the card it replaces). */
  thumbnail?: boolean;
  /** Change it to clear the input (a file input cannot be set from code). */
  resetKey?: number | string;
  disabled?: boolean;
  hint?: string;
  error?: string;
  className?: string;
}

const isImage = (f: File) => f.type.startsWith('image/');

/**
 * The one file picker of the back office: a drop zone with a styled button, a preview, Replace and
 * Remove, and the accepted types. The native input stays in the page, visually hidden but focusable,
 * so the keyboard (Tab, then Enter or Space), screen readers and form tests use it as before; the
 * zone shows its focus ring.
 */
export function ImagePicker(props: ImagePickerProps) {
  const { label, multiple = false, file, count = 0, savedUrl, thumbnail = true, resetKey, disabled, hint, error, className = '' } = props;
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const preview = useObjectUrl(file);
  const chosen = multiple ? count > 0 : Boolean(file);
  const shown = preview ?? savedUrl ?? null;
  const alt = preview ? (props.previewAlt ?? `${label} preview`) : (props.savedAlt ?? `${label} preview`);
  const describedBy = [`${id}-hint`, error ? `${id}-error` : ''].filter(Boolean).join(' ');

  function choose(files: File[]) {
    if (multiple) props.onFilesChange?.(files);
    else props.onChange?.(files[0] ?? null);
  }

  function remove() {
    if (inputRef.current) inputRef.current.value = '';
    choose([]);
    inputRef.current?.focus();
  }

  function onDrop(e: DragEvent<HTMLDivElement>) {
    e.preventDefault();
    setDragging(false);
    if (disabled) return;
    const files = Array.from(e.dataTransfer.files).filter(isImage);
    if (files.length > 0) choose(multiple ? files : files.slice(0, 1));
  }

  const action =
    chosen || (!multiple && savedUrl) ? (multiple ? 'Choose other images' : 'Replace image') : multiple ? 'Choose images' : 'Choose image';
  const status = multiple
    ? count > 0
      ? `${count} image${count === 1 ? '' : 's'} chosen`
      : 'or drop images here'
    : file
      ? file.name
      : 'or drop an image here';

  return (
    <div className={`space-y-1.5 ${className}`}>
      <label htmlFor={id} className="block text-sm font-medium text-neutral-700">
        {label}
      </label>
      <div
        data-image-picker=""
        onDragOver={(e) => {
          e.preventDefault();
          if (!disabled) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        className={`flex items-center gap-3 rounded-lg border-2 border-dashed p-2.5 sm:p-3 transition-colors has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-gold ${
          dragging ? 'border-plum bg-lilac/20' : error ? 'border-red-300 bg-white' : 'border-neutral-300 bg-white'
        } ${disabled ? 'opacity-60' : ''}`}
      >
        <input
          ref={inputRef}
          key={resetKey}
          id={id}
          type="file"
          accept="image/*"
          multiple={multiple}
          disabled={disabled}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          onChange={(e) => choose(Array.from(e.target.files ?? []))}
          className="sr-only"
        />
        {thumbnail && (
          <span className="flex size-12 shrink-0 items-center justify-center overflow-hidden rounded-md bg-neutral-100 sm:size-20">
            {shown && !multiple ? (
              <img src={shown} alt={alt} className="size-full object-cover" />
            ) : (
              <ImagePlus className="size-7 text-neutral-400" aria-hidden="true" />
            )}
          </span>
        )}
        <div className="min-w-0 flex-1 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            {/* Mouse and touch take this; keyboard users are on the input itself, so it is not a second tab stop. */}
            <span
              aria-hidden="true"
              onClick={() => !disabled && inputRef.current?.click()}
              className={`inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md bg-plum px-3 text-sm font-semibold whitespace-nowrap text-ivory hover:bg-plum-soft ${
                disabled ? 'pointer-events-none' : ''
              }`}
            >
              <Upload className="size-4" aria-hidden="true" />
              {action}
            </span>
            {chosen && (
              <button
                type="button"
                onClick={remove}
                disabled={disabled}
                aria-label={`Remove the chosen ${multiple ? 'images' : 'image'} (${label})`}
                className="inline-flex min-h-11 items-center gap-1 rounded-md border border-neutral-300 px-3 text-sm font-medium text-neutral-700 hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold"
              >
                <X className="size-4" aria-hidden="true" />
                Remove
              </button>
            )}
          </div>
          <p className="truncate text-xs text-neutral-600" title={file?.name}>
            {status}
          </p>
          <p id={`${id}-hint`} className="text-xs text-neutral-500">
            {hint ? `${hint} ` : ''}
            {IMAGE_TYPES_HINT}
          </p>
        </div>
      </div>
      {error && (
        <p id={`${id}-error`} className="text-xs text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
