import { useEffect } from 'react';
import toast, { Toaster, useToasterStore } from 'react-hot-toast';

/** SPEC §8: at most 20 toasts on screen; older ones are dismissed first. */
export const MAX_VISIBLE_TOASTS = 20;

const toastOptions = {
  duration: 4000,
  success: { duration: 2000 },
  error: { duration: 4000 },
  loading: { duration: Infinity },
  className: 'font-sans text-sm text-ink',
};

export function AppToaster() {
  const { toasts } = useToasterStore();
  useEffect(() => {
    // The store lists newest first.
    toasts
      .filter((t) => t.visible)
      .slice(MAX_VISIBLE_TOASTS)
      .forEach((t) => toast.dismiss(t.id));
  }, [toasts]);

  return <Toaster position="top-center" toastOptions={toastOptions} containerStyle={{ top: 16 }} />;
}
