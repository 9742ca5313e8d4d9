import { MapPin } from 'lucide-react';
import { SITE } from '@/lib/site-info';
import { ContactList } from '@/components/contact-link';
import { SectionHeading } from '@/components/section-heading';

export function FaqOffices() {
  return (
    <section aria-labelledby="faq-offices-heading" className="on-dark bg-plum py-16 text-ivory sm:py-20">
      <div className="mx-auto max-w-[1200px] px-4 sm:px-6">
        <SectionHeading
          id="faq-offices-heading"
          tone="dark"
          eyebrow="Still have a question?"
          title="Our Offices"
          subtitle="Reach our team in Mumbai or New York — we are happy to help."
        />
        <ul className="grid gap-6 md:grid-cols-2">
          {SITE.offices.map((office) => (
            <li key={office.id} className="rounded-2xl border border-gold/40 bg-plum-soft/40 p-6 sm:p-8">
              <h3 className="text-2xl font-bold text-gold">{office.city}</h3>
              <p className="mt-1 text-xs font-semibold uppercase tracking-[0.2em] text-lilac">{office.label}</p>
              <p className="mt-4 flex gap-3 text-ivory">
                <MapPin aria-hidden="true" className="mt-1 size-5 shrink-0 text-gold" />
                <span>{office.address}</span>
              </p>
            </li>
          ))}
        </ul>
        <ContactList
          channels={['phone', 'email', 'chat']}
          className="mt-10 flex flex-wrap justify-center gap-x-8 gap-y-3 text-sm"
          linkClassName="inline-flex items-center gap-2 rounded hover:text-gold"
          iconClassName="size-4 text-gold"
        />
      </div>
    </section>
  );
}
