import { Mail, MessageCircle, Phone } from 'lucide-react';
import { phoneDigits } from '@pageant/common';

/** Ten digits are an Indian number typed without its country code (the form defaults to India). */
const international = (phone: string) => (phoneDigits(phone).length === 10 ? `91${phoneDigits(phone)}` : phoneDigits(phone));
const link =
  'inline-flex items-center gap-1 break-all text-plum underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-plum';

/** Email, phone and WhatsApp as links the admin can act on. */
export function ContactLinks({ email, contactNumber, whatsappNumber }: { email: string; contactNumber: string; whatsappNumber: string }) {
  return (
    <ul className="space-y-0.5 text-xs">
      <li>
        <a href={`mailto:${email}`} className={link}>
          <Mail className="size-3.5 shrink-0" aria-hidden="true" />
          {email}
        </a>
      </li>
      <li>
        <a href={`tel:+${international(contactNumber)}`} className={link} aria-label={`Phone ${contactNumber}`}>
          <Phone className="size-3.5 shrink-0" aria-hidden="true" />
          {contactNumber}
        </a>
      </li>
      {whatsappNumber && (
        <li>
          <a
            href={`https://wa.me/${international(whatsappNumber)}`}
            target="_blank"
            rel="noopener noreferrer"
            className={link}
            aria-label={`WhatsApp ${whatsappNumber}`}
          >
            <MessageCircle className="size-3.5 shrink-0" aria-hidden="true" />
            {whatsappNumber}
          </a>
        </li>
      )}
    </ul>
  );
}
