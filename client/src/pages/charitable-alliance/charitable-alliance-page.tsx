import { PageHero } from '@/components/page-hero';

export default function CharitableAlliancePage() {
  return (
    <PageHero eyebrow="Charitable Alliance" title="Beauty With Purpose">
      Every crown carries a cause: join our contestants in supporting the communities we serve.
    </PageHero>
  );
}
