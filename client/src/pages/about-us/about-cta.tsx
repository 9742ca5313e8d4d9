import { REGISTRATION_FEE_INR, SEASON } from '@pageant/common';
import { ButtonLink } from '@/components/button';

export function AboutCta() {
  return (
    <section aria-labelledby="about-cta-heading" className="on-dark bg-plum-deep py-16 text-center text-ivory sm:py-20">
      <div className="mx-auto max-w-3xl px-4 sm:px-6">
        <h2 id="about-cta-heading" className="text-3xl font-bold sm:text-4xl">
          Your Season {SEASON} story starts here
        </h2>
        <p className="mt-4 text-lilac">
          Register for <span className="figures">{REGISTRATION_FEE_INR} INR</span>, tell us who you are and take your first step towards the
          grand finale in Mumbai.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <ButtonLink to="/registration" variant="gold" size="lg">
            Register for Season {SEASON}
          </ButtonLink>
          <ButtonLink to="/competitions" variant="outline-light" size="lg">
            Explore the competition
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
