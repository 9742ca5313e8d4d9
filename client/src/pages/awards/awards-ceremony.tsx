import { Sparkle, Trophy } from 'lucide-react';
import { SectionHeading } from '@/components/section-heading';

export function AwardsCeremony() {
  return (
    <section aria-labelledby="awards-ceremony-heading" className="py-16 sm:py-20 lg:py-24">
      <div className="mx-auto grid max-w-[1200px] items-center gap-12 px-4 sm:px-6 lg:grid-cols-[3fr_2fr] lg:gap-16">
        <div>
          <SectionHeading id="awards-ceremony-heading" align="left" eyebrow="The evening" title="The Ceremony" />
          <div className="space-y-4 text-lg text-muted">
            <p className="first-letter:float-left first-letter:mt-1 first-letter:mr-3 first-letter:font-display first-letter:text-6xl first-letter:leading-[0.85] first-letter:font-bold first-letter:text-plum">
              The International Business Excellence Award of Asia brings together entrepreneurs, corporate leaders and changemakers for one
              glittering evening in Mumbai. Nominees are reviewed by an independent jury of industry veterans, and every honouree is invited
              to the stage to receive the award in front of peers, partners and the press.
            </p>
            <p>
              Hosted by the Indo-US alliance behind our Miss and Mrs pageant, the ceremony shares its values: confidence, grace and purpose.
              It is a night to celebrate those who build businesses and lift the people around them.
            </p>
          </div>
        </div>
        {/* A presentation plaque: plum board, inner gold bevel. */}
        <div className="on-dark rounded-3xl bg-plum p-2 text-ivory shadow-card">
          <div className="rounded-[1.25rem] border border-gold/60 px-6 py-8 text-center sm:px-10 sm:py-10">
            <Trophy aria-hidden="true" className="mx-auto size-11 text-gold" />
            <h3 className="mt-4 text-2xl font-bold text-gold">The Trophy</h3>
            <p className="mt-3 text-lilac">
              Cast in gold-finished metal and set on a deep plum base, the trophy carries a rising star — the symbol of a leader who keeps
              climbing and brings others along.
            </p>
            <div aria-hidden="true" className="my-7 flex items-center justify-center gap-3 text-gold">
              <span className="h-px w-12 bg-gold/60" />
              <Sparkle className="size-4" />
              <span className="h-px w-12 bg-gold/60" />
            </div>
            <h3 className="text-2xl font-bold text-gold">The Impact</h3>
            <p className="mt-3 text-lilac">
              Honourees gain recognition across India, Asia and the United States, media coverage, and a network of peers who mentor, invest
              and collaborate. Many go on to support the charities our alliance works with, turning an award into opportunity for others.
            </p>
          </div>
        </div>
      </div>
    </section>
  );
}
