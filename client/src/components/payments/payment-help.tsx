import { ContactLink } from '@/components/contact-link';

/** Where to turn with a payment question: our e-mail, with the one thing the team needs to find it. */
export function PaymentHelp({ lead, className, linkClassName }: { lead: string; className: string; linkClassName: string }) {
  return (
    <p className={className}>
      {`${lead} Write to `}
      <ContactLink channel="email" className={linkClassName} />
      {' with the transaction ID.'}
    </p>
  );
}
