import { Mail, MessageCircle, Phone } from 'lucide-react';
import { SITE } from '@/lib/site-info';

export type ContactChannel = 'phone' | 'email' | 'chat';

const ICONS = { phone: Phone, email: Mail, chat: MessageCircle } as const;

interface ContactLinkProps {
  channel: ContactChannel;
  className: string;
  /** The channel's icon before the text; none without it. */
  iconClassName?: string;
}

/**
 * A link to one of the organisation's contact points, named by what it shows. The chat is another site
 * (WhatsApp): it opens in a new tab, so a receipt or a countdown on this page is not lost.
 */
export function ContactLink({ channel, className, iconClassName }: ContactLinkProps) {
  const { display, href } = SITE[channel];
  const Icon = ICONS[channel];
  return (
    <a href={href} className={className} {...(channel === 'chat' ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {iconClassName && <Icon aria-hidden="true" className={`shrink-0 ${iconClassName}`} />}
      {channel === 'phone' ? <span className="figures">{display}</span> : display}
    </a>
  );
}

interface ContactListProps {
  channels: readonly ContactChannel[];
  className: string;
  linkClassName: string;
  iconClassName: string;
  /** In a column the address may break anywhere rather than overflow a phone's width. */
  breakEmail?: boolean;
}

/** The contact points as a list of icon links, in the order given. */
export function ContactList({ channels, className, linkClassName, iconClassName, breakEmail }: ContactListProps) {
  return (
    <ul className={className}>
      {channels.map((channel) => (
        <li key={channel}>
          <ContactLink
            channel={channel}
            className={breakEmail && channel === 'email' ? `${linkClassName} break-all` : linkClassName}
            iconClassName={iconClassName}
          />
        </li>
      ))}
    </ul>
  );
}
