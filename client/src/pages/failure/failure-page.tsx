import { useEffect } from 'react';
import { notify } from '@/lib/notify';
import { XCircle } from 'lucide-react';
import { MSG } from '@pageant/common';
import { CHECK_PAYMENT_PATH } from '@pageant/common/content/receipts';
import { Link } from 'react-router-dom';
import { ContactList } from '@/components/contact-link';
import { ButtonLink } from '@/components/button';

const supportLink = 'inline-flex min-h-11 items-center gap-2 font-medium text-rose underline-offset-2 hover:underline';

export default function FailurePage() {
  useEffect(() => {
    // A fixed id keeps it to one toast even when effects run twice (StrictMode).
    notify.error(MSG.paymentFailedToast, { id: 'payment-failed' });
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
        <p className="mt-4 text-sm text-muted">
          {'Charged anyway? '}
          <Link to={CHECK_PAYMENT_PATH} className="inline-flex min-h-11 items-center font-semibold text-rose underline underline-offset-2">
            Check my payment
          </Link>
          {': we ask the gateway at once.'}
        </p>
        <div className="mt-10 w-full rounded-2xl bg-white p-5 text-left text-sm shadow-card">
          <p className="font-semibold text-plum">Need a hand?</p>
          <p className="mt-1 text-muted">
            If money left your account although this page appeared, write to us before paying again, with the time of payment: we will check
            it for you.
          </p>
          <ContactList
            channels={['chat', 'phone', 'email']}
            className="mt-2 flex flex-col sm:flex-row sm:flex-wrap sm:gap-x-6"
            linkClassName={supportLink}
            iconClassName="size-4"
            breakEmail
          />
        </div>
      </div>
    </section>
  );
}
