import { useEffect, useState, type ChangeEvent, type DragEvent } from 'react';
import { Check, ImagePlus, RefreshCw, Trash2 } from 'lucide-react';
import { MSG, REQUIRED_PICTURES } from '@pageant/common';

const ALLOWED_TYPES = ['image/jpeg', 'image/jpg', 'image/png'];
const ALLOWED_EXT = /\.(jpe?g|png)$/i;
export const isAllowedPicture = (f: File) => (f.type ? ALLOWED_TYPES.includes(f.type.toLowerCase()) : ALLOWED_EXT.test(f.name));

export type Slots = (File | null)[];
export const emptySlots = (): Slots => Array.from({ length: REQUIRED_PICTURES }, () => null);

/**
 * Puts the chosen files into the slots: the first where the contestant tapped or dropped, the rest
 * into the empty ones after it (then before it), so choosing three at once fills all three.
 */
export function placeFiles(slots: Slots, at: number, files: File[]): { slots: Slots; leftOver: number } {
  const next = [...slots];
  const order = [
    at,
    ...next.map((_, i) => i).filter((i) => i > at && !next[i]),
    ...next.map((_, i) => i).filter((i) => i < at && !next[i]),
  ];
  files.slice(0, order.length).forEach((f, k) => (next[order[k]!] = f));
  return { slots: next, leftOver: Math.max(0, files.length - order.length) };
}

interface PhotoPickerProps {
  slots: Slots;
  onChange: (slots: Slots) => void;
  /** A refused choice (type) or a note (extra files left out), for the page's toast and field message. */
  onProblem: (message: string) => void;
  /** Per-photo upload percentages while submitting. */
  progress: number[] | null;
  disabled: boolean;
  error?: string;
  errorId: string;
}

/** Three photo slots: tap or drop to add, previews, replace and remove, each photo's upload progress. */
export function PhotoPicker({ slots, onChange, onProblem, progress, disabled, error, errorId }: PhotoPickerProps) {
  function add(at: number, list: FileList | File[] | null) {
    const files = Array.from(list ?? []);
    if (files.length === 0) return;
    if (files.some((f) => !isAllowedPicture(f))) return onProblem(MSG.pictureTypes);
    const { slots: next, leftOver } = placeFiles(slots, at, files);
    onChange(next);
    if (leftOver > 0)
      onProblem(`Only ${REQUIRED_PICTURES} photos are needed: ${leftOver} extra ${leftOver === 1 ? 'photo was' : 'photos were'} left out.`);
  }
  const remove = (at: number) => onChange(slots.map((f, i) => (i === at ? null : f)));
  const filled = slots.filter(Boolean).length;

  return (
    <fieldset aria-describedby={`${errorId}-hint${error ? ` ${errorId}` : ''}`}>
      <legend className="block text-sm font-medium text-neutral-700">Pictures</legend>
      <p id={`${errorId}-hint`} className="mt-1 text-xs text-neutral-500">
        {`Exactly ${REQUIRED_PICTURES} pictures, JPG, JPEG or PNG: a close-up, a full-length photo and one of your choice. `}
        <span className="figures">{`${filled} of ${REQUIRED_PICTURES}`}</span> added.
      </p>
      <ul className="mt-3 grid grid-cols-3 gap-2 sm:gap-4">
        {slots.map((file, i) => (
          <li key={i}>
            <Slot
              index={i}
              file={file}
              disabled={disabled}
              invalid={Boolean(error) && !file}
              progress={progress?.[i] ?? null}
              onFiles={(list) => add(i, list)}
              onRemove={() => remove(i)}
            />
          </li>
        ))}
      </ul>
      {error && (
        <p id={errorId} className="mt-2 text-xs text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** An object URL for the preview, revoked when the photo changes or the slot goes away. */
function usePreview(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const u = URL.createObjectURL(file);
    setUrl(u);
    return () => URL.revokeObjectURL(u);
  }, [file]);
  return url;
}

interface SlotProps {
  index: number;
  file: File | null;
  disabled: boolean;
  invalid: boolean;
  progress: number | null;
  /** Called synchronously: the list is read before the input is cleared. */
  onFiles: (files: FileList | null) => void;
  onRemove: () => void;
}

const fileInputProps = { type: 'file', multiple: true, accept: 'image/jpeg,image/png', className: 'sr-only' } as const;

function Slot({ index, file, disabled, invalid, progress, onFiles, onRemove }: SlotProps) {
  const preview = usePreview(file);
  const [over, setOver] = useState(false);
  const n = index + 1;
  const pick = (e: ChangeEvent<HTMLInputElement>) => {
    onFiles(e.target.files);
    // Cleared so choosing the same file again (after a remove) still fires a change.
    e.target.value = '';
  };
  const dropHandlers = {
    onDragOver: (e: DragEvent) => {
      if (disabled) return;
      e.preventDefault();
      setOver(true);
    },
    onDragLeave: () => setOver(false),
    onDrop: (e: DragEvent) => {
      e.preventDefault();
      setOver(false);
      if (!disabled) onFiles(e.dataTransfer.files);
    },
  };
  const frame = `relative block aspect-[4/5] w-full overflow-hidden rounded-xl transition ${over ? 'ring-2 ring-gold ring-offset-2' : ''}`;

  if (!file) {
    return (
      <label
        {...dropHandlers}
        className={`${frame} flex cursor-pointer flex-col items-center justify-center gap-1.5 border-2 border-dashed bg-ivory p-2 text-center text-plum hover:border-plum has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-gold has-[:focus-visible]:ring-offset-2 ${
          invalid ? 'border-red-400' : 'border-lilac'
        } ${disabled ? 'pointer-events-none opacity-60' : ''}`}
      >
        <input {...fileInputProps} aria-label={`Photo ${n}`} disabled={disabled} onChange={pick} />
        <span className="flex size-11 items-center justify-center rounded-full bg-plum text-gold" aria-hidden="true">
          <ImagePlus className="size-5" />
        </span>
        <span className="text-xs font-semibold sm:text-sm">{`Photo ${n}`}</span>
        <span className="hidden text-xs text-muted sm:block">Tap or drop here</span>
      </label>
    );
  }

  const uploading = progress !== null;
  return (
    <div {...dropHandlers} className={`${frame} bg-plum`}>
      {preview && <img src={preview} alt={`Selected picture ${n}`} className="size-full object-cover" />}
      {uploading ? (
        <div className="absolute inset-x-0 bottom-0 bg-plum/80 px-2 py-2 text-ivory">
          <div className="flex items-center justify-between text-[11px] font-semibold">
            <span>{progress === 100 ? 'Sent' : 'Sending'}</span>
            <span className="figures inline-flex items-center gap-1">
              {progress === 100 && <Check aria-hidden="true" className="size-3.5 text-gold" />}
              {`${progress}%`}
            </span>
          </div>
          <div
            role="progressbar"
            aria-label={`Photo ${n} upload`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={progress}
            className="mt-1 h-1.5 overflow-hidden rounded-full bg-ivory/30"
          >
            <div className="h-full rounded-full bg-gold transition-[width]" style={{ width: `${progress}%` }} />
          </div>
        </div>
      ) : (
        <div className="absolute inset-x-0 bottom-0 flex justify-between bg-gradient-to-t from-plum/85 to-transparent p-1.5 pt-6">
          <label
            title="Replace"
            className="flex size-11 cursor-pointer items-center justify-center rounded-full bg-ivory/95 text-plum shadow-card hover:bg-white has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-gold"
          >
            <input {...fileInputProps} aria-label={`Replace photo ${n}`} disabled={disabled} onChange={pick} />
            <RefreshCw aria-hidden="true" className="size-4" />
          </label>
          <button
            type="button"
            title="Remove"
            aria-label={`Remove photo ${n}`}
            disabled={disabled}
            onClick={onRemove}
            className="flex size-11 items-center justify-center rounded-full bg-ivory/95 text-rose shadow-card hover:bg-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-gold"
          >
            <Trash2 aria-hidden="true" className="size-4" />
          </button>
        </div>
      )}
    </div>
  );
}
