import { Mail, MapPin, MessageCircle, Phone } from '@/components/shell-icons';
import { Link } from 'react-router-dom';
import { SITE } from '@/lib/site-info';
import { SocialLinks } from '@/app/social-links';
import { Wordmark } from '@/app/wordmark';

const FOOTER_LINKS = [
  { to: '/faq', label: 'FAQ' },
  { to: '/pressandmediacredentials', label: 'Season 9 Highlights' },
  { to: '/charitablealliance', label: 'Charitable Alliance' },
  { to: '/termsandconditions', label: 'Terms & Conditions' },
  { to: '/privacypolicy', label: 'Privacy Policy' },
  { to: '/transparency', label: 'Transparency' },
  { to: '/check-payment', label: 'Check my payment' },
] as const;

const headingClass = 'mb-4 font-sans text-xs font-semibold uppercase tracking-[0.2em] text-gold';
const linkClass = 'inline-flex min-h-11 items-center gap-3 rounded-sm text-lilac transition-colors hover:text-gold sm:min-h-9';

export function Footer() {
  return (
    <footer className="on-dark bg-plum-deep text-lilac">
      <div className="mx-auto grid max-w-[1200px] gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1.4fr]">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="sr-only">
            About {SITE.name}
          </h2>
          <Wordmark />
          <p className="mt-4 max-w-sm text-sm leading-relaxed">{SITE.description}</p>
          <SocialLinks className="-ml-3 mt-4" linkClassName="text-lilac hover:bg-plum-soft hover:text-gold" />
        </section>

        <nav aria-labelledby="footer-explore">
          <h2 id="footer-explore" className={headingClass}>
            Explore
          </h2>
          <ul className="space-y-1 text-sm">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <section aria-labelledby="footer-contact" className="md:col-span-2 lg:col-span-1">
          <h2 id="footer-contact" className={headingClass}>
            Contact us
          </h2>
          <ul className="space-y-1 text-sm">
            <li>
              <a href={SITE.phone.href} className={linkClass}>
                <Phone className="size-4 shrink-0 text-gold" aria-hidden="true" />
                {SITE.phone.display}
              </a>
            </li>
            <li>
              <a href={SITE.email.href} className={`${linkClass} break-all`}>
                <Mail className="size-4 shrink-0 text-gold" aria-hidden="true" />
                {SITE.email.display}
              </a>
            </li>
            <li>
              <a href={SITE.chat.href} target="_blank" rel="noopener noreferrer" className={linkClass}>
                <MessageCircle className="size-4 shrink-0 text-gold" aria-hidden="true" />
                {SITE.chat.display}
                <span className="sr-only"> (opens in a new tab)</span>
              </a>
            </li>
          </ul>
          <div className="mt-4 grid gap-4 text-sm sm:grid-cols-2">
            {SITE.offices.map((office) => (
              <address key={office.id} className="flex gap-3 not-italic">
                <MapPin className="mt-0.5 size-4 shrink-0 text-gold" aria-hidden="true" />
                <span>
                  <span className="block font-semibold text-ivory">{office.label}</span>
                  {office.address}
                </span>
              </address>
            ))}
          </div>
        </section>
      </div>
      <div className="border-t border-ivory/10">
        <p className="mx-auto max-w-[1200px] px-4 py-5 text-center text-xs sm:px-6">
          © {new Date().getFullYear()} {SITE.name}. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
