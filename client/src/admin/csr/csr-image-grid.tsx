import type { CsrImage } from '@pageant/common/content/home';
import { ExternalLink, Trash2 } from 'lucide-react';
import { InlineSpinner } from '@/components/spinner';

interface CsrImageGridProps {
  images: readonly CsrImage[];
  deletingId: string | null;
  onDelete: (image: CsrImage) => void;
}

export function CsrImageGrid({ images, deletingId, onDelete }: CsrImageGridProps) {
  return (
    <ul aria-label="CSR images" className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
      {images.map((img, i) => {
        const label = img.alt || `CSR image ${i + 1}`;
        const busy = deletingId === img._id;
        return (
          <li key={img._id} className="overflow-hidden rounded-lg border border-neutral-200 bg-white shadow-sm">
            <img src={img.url} alt={img.alt || ''} loading="lazy" className="aspect-[4/3] w-full bg-neutral-100 object-cover" />
            <div className="space-y-2 p-2">
              <p className="truncate text-sm text-neutral-800" title={img.alt}>
                {img.alt || <span className="text-neutral-400">No alt text</span>}
              </p>
              {img.href && (
                <a
                  href={img.href}
                  target="_blank"
                  rel="noreferrer noopener"
                  className="flex items-center gap-1 truncate text-xs text-plum underline-offset-2 hover:underline"
                >
                  <ExternalLink className="size-3 shrink-0" aria-hidden="true" />
                  <span className="truncate">{img.href}</span>
                </a>
              )}
              <button
                type="button"
                onClick={() => onDelete(img)}
                disabled={busy}
                aria-busy={busy || undefined}
                aria-label={`Delete ${label}`}
                className="inline-flex min-h-9 w-full items-center justify-center gap-1.5 rounded-md border border-red-200 text-sm font-medium text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600 disabled:cursor-not-allowed disabled:opacity-60"
              >
                {busy ? <InlineSpinner /> : <Trash2 className="size-4" aria-hidden="true" />}
                Delete
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
