import { PREVIOUS_SEASON, SEASON } from '@pageant/common';
import { ButtonLink } from '@/components/button';
import { PageHero } from '@/components/page-hero';

export default function HomePage() {
  return (
    <PageHero
      eyebrow="Miss & Mrs · Grand finale in Mumbai"
      title={
        <>
          Season {SEASON}: <span className="text-gold">your crown awaits</span>
        </>
      }
      actions={
        <>
          <ButtonLink to="/registration" variant="gold" size="lg">
            Register now
          </ButtonLink>
          <ButtonLink to="/aboutus" variant="outline-light">
            About us
          </ButtonLink>
          <ButtonLink to="/competitions" variant="outline-light">
            The competition
          </ButtonLink>
          <ButtonLink to="/pressandmediacredentials" variant="outline-light">
            Season {PREVIOUS_SEASON} highlights
          </ButtonLink>
        </>
      }
    >
      An Indo-US alliance empowering women through pageantry: step onto the stage, find your voice and lead with purpose.
    </PageHero>
  );
}
