import { useEffect, useId, useState } from 'react';

/** An object URL for the chosen file, revoked when the file changes or the component unmounts. */
export function useFilePreview(file: File | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file || typeof URL.createObjectURL !== 'function') {
      setUrl(null);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

interface ImagePickerProps {
  label: string;
  file: File | null;
  /** The image already saved, shown until a new file is chosen. */
  savedUrl?: string | null;
  onChange: (file: File | null) => void;
  hint?: string;
}

/** A labelled image file input with a preview of the new file or of the saved image. */
export function ImagePicker({ label, file, savedUrl, onChange, hint }: ImagePickerProps) {
  const id = useId();
  const preview = useFilePreview(file);
  const shown = preview ?? savedUrl ?? null;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-neutral-700">
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept="image/*"
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(e) => onChange(e.target.files?.[0] ?? null)}
        className="block w-full text-sm text-neutral-700 file:mr-3 file:rounded-md file:border-0 file:bg-neutral-100 file:px-3 file:py-2 file:text-sm file:font-medium hover:file:bg-neutral-200"
      />
      {hint && <p id={`${id}-hint`} className="text-xs text-neutral-500">{hint}</p>}
      {shown && (
        <img src={shown} alt={`${label} preview`} className="h-28 w-28 rounded-md border border-neutral-200 object-cover" />
      )}
    </div>
  );
}
