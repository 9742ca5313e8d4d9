import { REGISTRATION_FEE_INR, SEASON } from '@pageant/common';
import { ButtonLink } from '@/components/button';
import { PageHero } from '@/components/page-hero';
import { FaqAccordion } from './faq-accordion';
import { FaqOffices } from './faq-offices';
import { PageantFlow } from './pageant-flow';
import { RegistrationDates } from './registration-dates';
import { useSeason } from '@/components/season/use-season';

export default function FaqPage() {
  const season = useSeason();
  return (
    <>
      <PageHero
        eyebrow={`Season ${SEASON} help centre`}
        title="Frequently Asked Questions"
        image={{ src: '/media/faq-banner.webp', width: 1600, height: 600 }}
        actions={
          <>
            <ButtonLink to="/registration" variant="gold" size="lg">
              Register for {REGISTRATION_FEE_INR} INR
            </ButtonLink>
            {season && <RegistrationDates registration={season.registration} />}
          </>
        }
      >
        Everything you need to know about registering, the fee, grooming and the grand finale.
      </PageHero>
      <PageantFlow />
      <FaqAccordion />
      <FaqOffices />
    </>
  );
}
