import { useEffect } from 'react';
import toast, { Toaster, useToasterStore } from 'react-hot-toast';
import { MAX_VISIBLE_TOASTS } from '@/lib/notify';

const toastOptions = {
  duration: 4000,
  success: { duration: 2000 },
  error: { duration: 4000 },
  loading: { duration: Infinity },
  className: 'font-sans text-sm text-ink',
};

/** react-hot-toast's Toaster with the SPEC §8 defaults; its own chunk, see AppToaster. */
export default function ToasterView() {
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
