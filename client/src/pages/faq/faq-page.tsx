import { PageHero } from '@/components/page-hero';

export default function FaqPage() {
  return (
    <PageHero eyebrow="Help centre" title="Frequently Asked Questions">
      Everything you need to know about registering, the fee, grooming and the grand finale.
    </PageHero>
  );
}
