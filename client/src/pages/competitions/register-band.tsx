import { SEASON } from '@pageant/common';
import { ButtonLink } from '@/components/button';

/** The page ends where a reader who has followed the rounds wants to go next: the stage. */
export function RegisterBand() {
  return (
    <section aria-labelledby="competition-register" className="on-dark bg-plum text-ivory">
      <div className="mx-auto flex max-w-[1200px] flex-col items-start gap-6 px-4 py-12 sm:px-6 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 id="competition-register" className="text-3xl font-bold">
            Your walk to the crown starts here
          </h2>
          <p className="mt-2 text-lilac">Registrations for Season {SEASON} are open, so you can secure your place on the stage today.</p>
        </div>
        <ButtonLink to="/registration" variant="gold" size="lg">
          Register now
        </ButtonLink>
      </div>
    </section>
  );
}
