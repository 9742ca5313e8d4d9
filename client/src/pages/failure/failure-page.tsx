import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { XCircle } from 'lucide-react';
import { MSG } from '@pageant/common';
import { ButtonLink } from '@/components/button';

export default function FailurePage() {
  useEffect(() => {
    // A fixed id keeps it to one toast even when effects run twice (StrictMode).
    toast.error(MSG.paymentFailedToast, { id: 'payment-failed' });
  }, []);

  return (
    <section className="bg-ivory">
      <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-4 py-16 text-center">
        <XCircle aria-hidden="true" className="size-16 text-rose" />
        <h1 className="mt-4 font-display text-3xl font-bold text-plum sm:text-4xl">Payment Failed</h1>
        <p className="mt-3 text-muted">
          Unfortunately, your transaction could not be processed at this time. Please try again or contact support if the issue persists.
        </p>
        <ButtonLink to="/registration" variant="plum" size="lg" className="mt-8">
          Retry Registration
        </ButtonLink>
      </div>
    </section>
  );
}
