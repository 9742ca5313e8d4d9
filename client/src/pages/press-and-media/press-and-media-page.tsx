import { PREVIOUS_SEASON } from '@pageant/common';
import { PageHero } from '@/components/page-hero';

export default function PressAndMediaPage() {
  return (
    <PageHero eyebrow="Press & media" title={`Season ${PREVIOUS_SEASON} Highlights`}>
      {`Relive the coverage, galleries and unforgettable moments of Season ${PREVIOUS_SEASON}.`}
    </PageHero>
  );
}
