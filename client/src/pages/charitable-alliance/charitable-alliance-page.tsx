import { MEAL_COST_INR } from '@pageant/common';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { CharityHero } from './charity-hero';
import { CsrCarouselSection } from './csr-carousel-section';
import { DonationBanner } from './donation-banner';
import { DonationBox } from './donation-box';
import { DriveBanner, DriveBannerSkeleton } from './drive-banner';
import { ImpactNumbers } from './impact-numbers';
import { DONATE_HASH, landOnDonationForm } from './land-on-form';
import { NgoCardsSection } from './ngo-cards-section';
import { SeasonTotal } from './season-total';
import { useCharityContent } from './use-charity-content';
import { useDriveCandidate, useDriveId, type DriveCandidate } from './use-drive-candidate';

/** What happens after the button, so nobody pays wondering (BRAND: the moments of payment reassure). */
const NEXT_STEPS = [
  {
    title: 'Pay on a secure page',
    text: 'You complete the payment on our payment partner’s secure checkout; we never see your card details.',
  },
  {
    title: 'Come back to a thank-you',
    text: 'You return here with your gift confirmed, or with a clear message if it did not go through.',
  },
  { title: 'Receipt by e-mail', text: 'Leave your e-mail and we send a receipt with the transaction ID; without it, no receipt is sent.' },
  {
    title: 'Meals on the table',
    text: `Every ₹${MEAL_COST_INR} you give puts a warm meal in a child’s hands through our partner kitchens.`,
  },
];

/** A visitor arriving at /charitablealliance#donate lands on the form once the sections above it have their final height. */
function useLandOnHash(loading: boolean) {
  const { hash } = useLocation();
  const landed = useRef(false);
  useEffect(() => {
    if (loading || landed.current || hash !== DONATE_HASH) return;
    landed.current = true;
    landOnDonationForm();
  }, [loading, hash]);
}

/** The donation box and why to give; for her drive (?for=), her banner above the box. */
function DonateSection({ driveId, drive }: { driveId: string | null; drive: DriveCandidate }) {
  const candidate = drive.status === 'ready' ? drive.candidate : null;
  return (
    <section id="donate" aria-label="Donate" className="scroll-mt-24 bg-ivory">
      <div
        className={`mx-auto grid max-w-[1200px] gap-10 px-4 sm:px-6 lg:grid-cols-[1fr_minmax(0,28rem)] lg:items-start ${driveId ? 'py-6 sm:py-10' : 'py-16 sm:py-20'}`}
      >
        <div className={driveId ? 'max-lg:order-last' : undefined}>
          <p className="mb-2 text-xs font-semibold uppercase tracking-[0.2em] text-gold-deep">Give with us</p>
          <h2 className="text-3xl font-bold text-plum sm:text-4xl">A crown is a promise to serve</h2>
          <span aria-hidden="true" className="mt-4 block h-0.5 w-16 bg-gold" />
          <p className="mt-5 max-w-xl text-muted sm:text-lg">
            Our pageant celebrates confident women, and confidence is best spent lifting others. Your donation funds the meal drives, health
            camps and mentoring days our contestants lead all season long.
          </p>
          <SeasonTotal />
          <h3 className="mt-8 text-lg font-bold text-plum">What happens next</h3>
          <ol className="mt-4 grid gap-3">
            {NEXT_STEPS.map((step, i) => (
              <li key={step.title} className="flex gap-4 rounded-2xl bg-white p-4 shadow-card">
                <span
                  aria-hidden="true"
                  className="figures flex size-8 shrink-0 items-center justify-center rounded-full bg-plum text-sm font-bold text-gold"
                >
                  {i + 1}
                </span>
                <span>
                  <span className="block font-semibold text-plum">{step.title}</span>
                  <span className="mt-0.5 block text-sm text-muted">{step.text}</span>
                </span>
              </li>
            ))}
          </ol>
        </div>
        <div className="grid gap-4">
          {candidate && <DriveBanner candidate={candidate} />}
          {drive.status === 'loading' && <DriveBannerSkeleton />}
          <DonationBox key={candidate?._id ?? 'general'} drive={candidate ? { candidateId: candidate._id, name: candidate.name } : null} />
        </div>
      </div>
    </section>
  );
}

export default function CharitableAlliancePage() {
  const { cards, csr, loading } = useCharityContent();
  useLandOnHash(loading);
  const driveId = useDriveId();
  const drive = useDriveCandidate(driveId);
  const programmes = cards.filter((c) => c.section !== 'csr').length;
  const banner = <DonationBanner onRetry={landOnDonationForm} driveName={drive.status === 'ready' ? drive.candidate.name : null} />;
  const donate = <DonateSection driveId={driveId} drive={drive} />;
  const hero = <CharityHero onDonate={landOnDonationForm} />;
  // Opened for her drive (from her page), the box with her name is the first screen; the charity's story follows.
  if (driveId) {
    return (
      <>
        {banner}
        {donate}
        {hero}
        <ImpactNumbers programmes={programmes} />
        <NgoCardsSection cards={cards} loading={loading} />
        <CsrCarouselSection images={csr} />
      </>
    );
  }
  return (
    <>
      {hero}
      {banner}
      <ImpactNumbers programmes={programmes} />
      <NgoCardsSection cards={cards} loading={loading} />
      <CsrCarouselSection images={csr} />
      {donate}
    </>
  );
}
