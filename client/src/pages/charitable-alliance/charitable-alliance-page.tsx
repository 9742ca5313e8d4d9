import { MEAL_COST_INR } from '@pageant/common';
import { CharityHero } from './charity-hero';
import { CsrCarouselSection } from './csr-carousel-section';
import { DonationBanner } from './donation-banner';
import { DonationBox } from './donation-box';
import { NgoCardsSection } from './ngo-cards-section';
import { useCharityContent } from './use-charity-content';

const PROMISES = [
  { title: `₹${MEAL_COST_INR} feeds a child`, text: 'A warm, nutritious meal served by our partner kitchens and our contestants.' },
  { title: 'Led by our queens', text: 'Every contestant gives service hours before she walks the finale stage.' },
  { title: 'Two countries, one cause', text: 'Drives in Mumbai and across Indian-American communities in the United States.' },
];

export default function CharitableAlliancePage() {
  const { cards, csr, loading } = useCharityContent();
  return (
    <>
      <CharityHero image={cards.find((c) => c.imageUrl)?.imageUrl ?? csr[0]?.url} />
      <DonationBanner />
      <section id="donate" aria-labelledby="donate-heading" className="scroll-mt-24 bg-ivory">
        <div className="mx-auto grid max-w-[1200px] gap-10 px-4 py-16 sm:px-6 sm:py-20 lg:grid-cols-[1fr_minmax(0,28rem)] lg:items-start">
          <div>
            <p className="mb-2 text-xs font-semibold uppercase tracking-[0.2em] text-gold-deep">Give with us</p>
            <p className="font-display text-3xl font-bold text-plum sm:text-4xl">A crown is a promise to serve</p>
            <span aria-hidden="true" className="mt-4 block h-0.5 w-16 bg-gold" />
            <p className="mt-5 max-w-xl text-muted sm:text-lg">
              Our pageant celebrates confident women, and confidence is best spent lifting others. Your donation funds the meal drives,
              health camps and mentoring days our contestants lead all season long.
            </p>
            <ul className="mt-8 grid gap-4 sm:grid-cols-3 lg:grid-cols-1 xl:grid-cols-3">
              {PROMISES.map((p) => (
                <li key={p.title} className="rounded-2xl bg-white p-5 shadow-card">
                  <p className="font-display text-lg font-bold text-plum">{p.title}</p>
                  <p className="mt-1 text-sm text-muted">{p.text}</p>
                </li>
              ))}
            </ul>
          </div>
          <DonationBox />
        </div>
      </section>
      <NgoCardsSection cards={cards} loading={loading} />
      <CsrCarouselSection images={csr} />
    </>
  );
}
