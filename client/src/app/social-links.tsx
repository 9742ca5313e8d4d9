import { BrandIcon } from '@/components/brand-icon';
import { SITE, SOCIAL_LINKS } from '@/lib/site-info';

/** The organisation's three social profiles as icon links (each opens in a new tab). */
export function SocialLinks({ className = '', linkClassName = '' }: { className?: string; linkClassName?: string }) {
  return (
    <ul className={`flex items-center gap-1 ${className}`}>
      {SOCIAL_LINKS.map(({ platform, label, href }) => (
        <li key={platform}>
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${SITE.name} on ${label} (opens in a new tab)`}
            className={`inline-flex size-11 items-center justify-center rounded-full transition-colors ${linkClassName}`}
          >
            <BrandIcon brand={platform} className="size-5" />
          </a>
        </li>
      ))}
    </ul>
  );
}
