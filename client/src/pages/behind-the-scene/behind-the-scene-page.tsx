import { PageHero } from '@/components/page-hero';

export default function BehindTheScenePage() {
  return (
    <PageHero eyebrow="Our team" title="Behind the Scene">
      Meet the visionaries, directors and core team who bring every season of the pageant to life.
    </PageHero>
  );
}
