import { PageHero } from '@/components/page-hero';

export default function PrivacyPolicyPage() {
  return (
    <PageHero eyebrow="Your data" title="Privacy Policy">
      How we collect, use and protect the personal information you share with us when you register.
    </PageHero>
  );
}
