import { SEASON } from '@pageant/common';
import { PageHero } from '@/components/page-hero';

export default function RegistrationPage() {
  return (
    <PageHero eyebrow={`Season ${SEASON}`} title="Register with us">
      {`Take the first step towards the crown: registration for the Miss and Mrs titles of Season ${SEASON} is open to women from every walk of life.`}
    </PageHero>
  );
}
