import { Link } from 'react-router-dom';
import { PageHero } from '@/components/page-hero';
import { SectionHeading } from '@/components/section-heading';
import { TERMS_RULES } from './terms-data';

export default function TermsPage() {
  return (
    <>
      <PageHero eyebrow="Please read carefully" title="Terms & Conditions">
        The rules every contestant agrees to when registering for the pageant.
      </PageHero>
      <section aria-labelledby="terms-rules-heading" className="py-16 sm:py-20">
        <div className="mx-auto max-w-3xl px-4 sm:px-6">
          <SectionHeading
            id="terms-rules-heading"
            eyebrow="Contestant rules"
            title="Rules of Participation"
            subtitle="By paying the registration fee and submitting your form you confirm that you have read and accept each of these rules."
          />
          <ol className="space-y-4">
            {TERMS_RULES.map((rule, index) => (
              <li key={rule.id} className="flex gap-4 rounded-2xl bg-white p-5 shadow-card sm:p-6">
                <span
                  aria-hidden="true"
                  className="flex size-10 shrink-0 items-center justify-center rounded-full bg-plum font-display font-bold text-gold"
                >
                  {index + 1}
                </span>
                <div>
                  <h3 className="text-lg font-bold text-plum">{rule.title}</h3>
                  <p className="mt-1 text-muted">{rule.text}</p>
                </div>
              </li>
            ))}
          </ol>
          <p className="mt-10 text-center text-sm text-muted">
            Questions about these rules? Read our{' '}
            <Link to="/faq" className="font-semibold text-plum underline underline-offset-4 hover:text-rose">
              frequently asked questions
            </Link>{' '}
            or see how we handle your data in our{' '}
            <Link to="/privacypolicy" className="font-semibold text-plum underline underline-offset-4 hover:text-rose">
              privacy policy
            </Link>
            .
          </p>
        </div>
      </section>
    </>
  );
}
