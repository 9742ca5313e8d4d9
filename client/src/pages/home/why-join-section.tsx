import { REGISTRATION_FEE_INR, SEASON } from '@pageant/common';
import { formatMoney } from '@pageant/common/content/pricing';
import { ButtonLink } from '@/components/button';
import { Reveal } from './reveal';

const FACTS = [
  { value: '18 to 55', label: 'Eligible ages: Miss and Mrs categories', numeric: true },
  { value: formatMoney(REGISTRATION_FEE_INR, 'INR'), label: 'One registration fee, nothing hidden', numeric: true },
  { value: '2 nations', label: 'An Indo-US stage and network', numeric: false },
  { value: 'Mumbai', label: `Grand finale of Season ${SEASON}`, numeric: false },
];

/** The marketing case for registering, between the showcases and the benefit cards. */
export function WhyJoinSection() {
  return (
    <section aria-labelledby="home-why" className="on-dark relative isolate overflow-hidden bg-plum py-16 text-ivory lg:py-24">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_bottom_right,rgb(201_162_39/0.22),transparent_55%),radial-gradient(ellipse_at_top_left,rgb(184_50_94/0.28),transparent_60%)]"
      />
      <Reveal className="mx-auto grid max-w-[1200px] gap-12 px-4 sm:px-6 lg:grid-cols-[3fr_2fr] lg:items-center">
        <div>
          <p className="mb-2 text-xs font-semibold tracking-[0.2em] text-gold uppercase">Why join Season {SEASON}</p>
          <h2 id="home-why" className="text-3xl font-bold sm:text-4xl">
            The stage is only the beginning
          </h2>
          <span aria-hidden="true" className="mt-4 block h-0.5 w-16 bg-gold" />
          <div className="mt-6 space-y-4 text-base text-lilac sm:text-lg">
            <p>
              You do not need to have walked a runway before. You need curiosity, courage and a story worth telling. We take care of the
              rest: months of coaching, a community that has your back, and a finale audience in Mumbai waiting to hear you.
            </p>
            <p>
              Our contestants are students and surgeons, founders and mothers. What they share is the decision to invest in themselves, and
              the discovery that confidence, once learned, shows up everywhere: in the boardroom, at home and in the causes they champion.
            </p>
          </div>
          <ButtonLink to="/registration" variant="gold" size="lg" className="mt-8">
            Begin your journey
          </ButtonLink>
        </div>
        <dl className="grid grid-cols-2 gap-4">
          {FACTS.map((fact) => (
            <div key={fact.value} className="flex flex-col rounded-2xl border border-ivory/15 bg-plum-soft/40 p-5">
              <dt className="order-2 mt-1 text-sm text-lilac">{fact.label}</dt>
              <dd className={`order-1 text-2xl font-bold text-gold sm:text-3xl ${fact.numeric ? 'figures' : 'font-display'}`}>
                {fact.value}
              </dd>
            </div>
          ))}
        </dl>
      </Reveal>
    </section>
  );
}
