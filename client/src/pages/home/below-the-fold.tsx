import { BenefitsSection } from './benefits-section';
import { BrandsSection } from './brands-section';
import { SponsorsSection } from './sponsors-section';
import { TestimonialsSection } from './testimonials-section';
import { WhyJoinSection } from './why-join-section';

/** The home page after its two showcases: its own chunk, loaded when wanted (home-page.tsx). */
export default function HomeBelowTheFold() {
  return (
    <>
      <WhyJoinSection />
      <BenefitsSection />
      <BrandsSection />
      <TestimonialsSection />
      <SponsorsSection />
    </>
  );
}
