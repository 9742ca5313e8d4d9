import { Crown, Home, Mail, Megaphone, SearchCheck, Sparkles } from 'lucide-react';
import { SEASON } from '@pageant/common';
import { ButtonLink } from '@/components/button';
import { ContactList } from '@/components/contact-link';

interface WhatHappensNextProps {
  name?: string;
  email?: string;
}

/** Her road from here: the stages her cockpit's timeline shows (review, shortlist, voting page), then the finale. */
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
      text: 'Our selection panel reviews your details and photographs. We e-mail you as soon as it is decided, usually within a week.',
    },
    {
      icon: Sparkles,
      title: 'Shortlist',
      text: 'If you are shortlisted, we prepare your page on the voting site and e-mail you its link the moment it is live.',
    },
    {
      icon: Megaphone,
      title: 'Your voting page',
      text: 'Fans vote for you from your page. Sign in to your campaign page to share your link and watch your count and rank move live.',
    },
    {
      icon: Crown,
      title: `Season ${SEASON} grand finale`,
      text: 'Grooming in Mumbai prepares you for the stage; the journey ends on the grand finale stage in Mumbai.',
    },
  ];
}

/**
 * Replaces the emptied form once her details are in. She stays here as long as she likes: the page
 * says what comes next and offers the two ways on (home, her campaign page), so nothing moves under her.
 */
export function WhatHappensNext({ name, email }: WhatHappensNextProps) {
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
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <ButtonLink to="/me/signin" variant="gold" size="lg">
          Sign in to your campaign page
        </ButtonLink>
        <ButtonLink to="/" variant="outline-dark" size="lg">
          <Home aria-hidden="true" className="size-5" />
          Back to the home page
        </ButtonLink>
      </div>
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
    </section>
  );
}
