import { PageHero } from '@/components/page-hero';

export default function SuccessPage() {
  return (
    <PageHero title="Payment Successful">
      Thank you. Your payment has been received and we are taking you to the next step.
    </PageHero>
  );
}
