import { PageHero } from '@/components/page-hero';

export default function FailurePage() {
  return (
    <PageHero title="Payment Failed">
      Unfortunately, your transaction could not be processed at this time. Please try again or contact support if the issue persists.
    </PageHero>
  );
}
