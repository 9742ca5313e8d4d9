import { PageHero } from '@/components/page-hero';

export default function TermsPage() {
  return (
    <PageHero eyebrow="Please read carefully" title="Terms & Conditions">
      The rules every contestant agrees to when registering for the pageant.
    </PageHero>
  );
}
