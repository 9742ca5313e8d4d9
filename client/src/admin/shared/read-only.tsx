import { useId, type ReactNode } from 'react';
import { Eye } from 'lucide-react';
import { forbiddenMessage, type Capability } from '@pageant/common/content/admin-roles';
import { useMay } from './use-may';

/**
 * An editor her role may look at but not change (finance on the content screens): every control
 * inside is disabled by the fieldset, and a line says whose role it needs.
 */
export function ReadOnlyUnless({ capability, children }: { capability: Capability; children: ReactNode }) {
  const may = useMay(capability);
  const noteId = useId();
  if (may) return children;
  return (
    // A fieldset disables controls only; an image picker's drop zone is not one, so it is dimmed and made inert here.
    <fieldset
      disabled
      aria-describedby={noteId}
      className="min-w-0 space-y-4 [&_:disabled]:cursor-not-allowed [&_[data-image-picker]]:pointer-events-none [&_[data-image-picker]]:opacity-60"
    >
      <p id={noteId} className="flex items-center gap-2 rounded-md bg-neutral-100 px-3 py-2 text-sm text-neutral-700">
        <Eye aria-hidden="true" className="size-4 shrink-0 text-plum" />
        Read-only. {forbiddenMessage(capability).replace('This needs', 'Changing this needs')}
      </p>
      {children}
    </fieldset>
  );
}
