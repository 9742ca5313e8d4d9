import { useEffect } from 'react';
import { useToasterStore } from 'react-hot-toast';

/**
 * Renders nothing; says when a toast has been raised, so the Toaster itself can come then. Its own
 * chunk, see AppToaster. It stays mounted once the Toaster is there: react-hot-toast unsubscribes an
 * unmounting store reader by its toaster id, not by identity, and would drop another reader instead.
 */
export default function ToastWatcher({ onToast }: { onToast: () => void }) {
  const raised = useToasterStore().toasts.length > 0;
  useEffect(() => {
    if (raised) onToast();
  }, [raised, onToast]);
  return null;
}
