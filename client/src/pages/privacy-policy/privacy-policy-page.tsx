import { SITE } from '@/lib/site-info';
import { PageHero } from '@/components/page-hero';
import { ContactLink } from '@/components/contact-link';
import { PRIVACY_SECTIONS, type PrivacySection } from './privacy-data';

function PolicySection({ section, index }: { section: PrivacySection; index: number }) {
  const headingId = `privacy-${section.id}`;
  return (
    <section aria-labelledby={headingId} className="rounded-2xl bg-white p-6 shadow-card sm:p-8">
      <h2 id={headingId} className="flex items-baseline gap-3 text-2xl font-bold text-plum">
        <span aria-hidden="true" className="font-display text-gold-deep">
          {String(index + 1).padStart(2, '0')}
        </span>
        {section.title}
      </h2>
      <div className="mt-4 space-y-3 text-muted">
        {section.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        {section.points && (
          <ul className="list-disc space-y-2 pl-5 marker:text-gold-deep">
            {section.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

export default function PrivacyPolicyPage() {
  return (
    <>
      <PageHero eyebrow="Your data" title="Privacy Policy">
        How we collect, use and protect the personal information you share with us when you register.
      </PageHero>
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-16 sm:px-6 sm:py-20">
        <p className="text-lg text-muted">
          {SITE.name} respects your privacy. This notice explains what personal data we hold about contestants, voters and donors, why we
          hold it and the choices you have.
        </p>
        {PRIVACY_SECTIONS.map((section, index) => (
          <PolicySection key={section.id} section={section} index={index} />
        ))}
        <p className="rounded-2xl border border-gold/50 bg-ivory p-6 text-center text-muted">
          To access, correct or delete your data, or to ask any question about this notice, write to us at{' '}
          <ContactLink channel="email" className="font-semibold text-plum underline underline-offset-4 hover:text-rose" /> or call{' '}
          <ContactLink channel="phone" className="font-semibold text-plum underline underline-offset-4 hover:text-rose" />.
        </p>
      </div>
    </>
  );
}
