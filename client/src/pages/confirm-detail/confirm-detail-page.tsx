import { PageHero } from '@/components/page-hero';

export default function ConfirmDetailPage() {
  return (
    <PageHero eyebrow="Step 2 of 2" title="Complete your profile">
      Tell us a little more about yourself and share your photographs so the jury can get to know you.
    </PageHero>
  );
}
