import { CircleAlert, CircleCheck } from 'lucide-react';
import { Button } from '@/components/button';
import { InlineSpinner } from '@/components/spinner';

interface SaveBarProps {
  dirty: boolean;
  saving: boolean;
  formError: string;
}

/**
 * Pinned to the bottom of the screen while the long editor scrolls, so Save and the dirty state stay in sight.
 * The status keeps to one line beside the button on a phone: a longer sentence is cut with its whole text in the title.
 */
export function SaveBar({ dirty, saving, formError }: SaveBarProps) {
  return (
    <div
      data-save-bar=""
      className="sticky bottom-0 z-10 -mx-4 flex items-center justify-between gap-3 border-t border-neutral-200 bg-white/95 px-4 py-3 shadow-[0_-4px_12px_-6px] shadow-neutral-900/15 backdrop-blur sm:mx-0 sm:rounded-t-lg sm:border-x"
    >
      <div aria-live="polite" className="min-w-0 flex-1 text-sm">
        {formError ? (
          <p role="alert" title={formError} className="truncate font-medium text-red-700">
            {formError}
          </p>
        ) : dirty ? (
          <p title="Unsaved changes" className="flex items-center gap-1.5 font-medium whitespace-nowrap text-amber-800">
            <CircleAlert className="size-4 shrink-0" aria-hidden="true" />
            <span className="truncate">Unsaved changes</span>
          </p>
        ) : (
          <p title="All changes saved" className="flex items-center gap-1.5 whitespace-nowrap text-neutral-600">
            <CircleCheck className="size-4 shrink-0 text-emerald-700" aria-hidden="true" />
            <span className="truncate">All changes saved</span>
          </p>
        )}
      </div>
      <Button type="submit" variant="plum" disabled={saving} aria-busy={saving} className="shrink-0">
        {saving && <InlineSpinner />}
        {saving ? (
          'Saving...'
        ) : (
          // On a phone the button says "Save" and leaves the status its room; its name stays whole for assistive tech.
          <span>
            Save<span className="max-sm:sr-only"> Competition Page</span>
          </span>
        )}
      </Button>
    </div>
  );
}
