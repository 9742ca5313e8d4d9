import { CalendarHeart, Crown, HeartHandshake, Mail, SearchCheck } from 'lucide-react';
import { DETAILS_REDIRECT_MS, SEASON } from '@pageant/common';
import { ContactList } from '@/components/contact-link';

interface WhatHappensNextProps {
  name?: string;
  email?: string;
  /** Seconds left before SPEC's redirect to /registration. */
  secondsLeft: number;
}

/** Facts from the FAQ, the terms and the receipt mail: what a registered contestant can expect, in order. */
function steps(email?: string) {
  return [
    {
      icon: Mail,
      title: 'Confirmation in your inbox',
      text: `A confirmation is on its way to ${email ?? 'your registered e-mail'}. News of every stage reaches your registered e-mail and WhatsApp number.`,
    },
    {
      icon: SearchCheck,
      title: 'Profile review',
      text: 'Our team reviews your details and photographs and contacts you about the next steps.',
    },
    {
      icon: HeartHandshake,
      title: 'CSR fundraising',
      text: 'Before grooming, each contestant raises funds for our charity work: it carries 30 marks in the finale.',
    },
    {
      icon: CalendarHeart,
      title: 'Grooming in Mumbai',
      text: 'Grooming sessions in Mumbai prepare you for the stage; the schedule is sent to your registered e-mail and WhatsApp.',
    },
    {
      icon: Crown,
      title: `Season ${SEASON} grand finale`,
      text: 'The journey ends on the grand finale stage in Mumbai.',
    },
  ];
}

/** Shown in place of the emptied form during SPEC's 5 s before the redirect. */
export function WhatHappensNext({ name, email, secondsLeft }: WhatHappensNextProps) {
  const total = DETAILS_REDIRECT_MS / 1000;
  return (
    <section aria-labelledby="next-heading" className="sm:col-span-2">
      <p className="text-xs font-semibold uppercase tracking-[0.2em] text-gold-deep">Registration complete</p>
      <h3 id="next-heading" className="mt-1 font-display text-2xl font-bold text-plum">
        {name ? `Thank you, ${name.split(' ')[0]}! Here is what happens next` : 'Here is what happens next'}
      </h3>
      <ol className="mt-6 space-y-5">
        {steps(email).map(({ icon: Icon, title, text }, i) => (
          <li key={title} className="flex gap-4">
            <span className="relative flex size-10 shrink-0 items-center justify-center rounded-full bg-plum text-gold" aria-hidden="true">
              <Icon className="size-5" />
            </span>
            <div className="min-w-0">
              <p className="font-semibold text-ink">
                <span className="figures mr-1.5 text-gold-deep">{i + 1}.</span>
                {title}
              </p>
              <p className="mt-0.5 break-words text-sm text-muted">{text}</p>
            </div>
          </li>
        ))}
      </ol>
      <div className="mt-8 rounded-xl bg-ivory p-4 text-sm">
        <p className="font-semibold text-plum">Questions? We are here to help.</p>
        <ContactList
          channels={['phone', 'email', 'chat']}
          className="mt-2 flex flex-col gap-1 sm:flex-row sm:flex-wrap sm:gap-x-6"
          linkClassName="inline-flex min-h-11 items-center gap-2 font-medium text-rose hover:underline"
          iconClassName="size-4"
          breakEmail
        />
      </div>
      <p className="mt-6 text-center text-sm text-muted">
        <span>Redirecting...</span>{' '}
        <span data-testid="details-redirect">
          {'Back to the registration page in '}
          <span className="figures">{Math.max(0, Math.min(total, secondsLeft))}</span>
          {secondsLeft === 1 ? ' second.' : ' seconds.'}
        </span>
      </p>
    </section>
  );
}
