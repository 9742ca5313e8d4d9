/** The competition page (single row id = 1): header, venue and ordered sections of all three types. */
import { randomUUID } from 'node:crypto';
import { competitionPage, type CompetitionHeader, type CompetitionSection } from '../db/schema';
import { artSvg, bannerSvg } from './artwork';
import { nonNullKeys, type SeedGroup } from './group';
import { FRAMES } from './images';

const HEADER: CompetitionHeader = {
  title: 'Miss & Mrs Indo-US Season 10 Grand Finale',
  hostCountry: 'India',
  venue: 'The Imperial Ballroom, Juhu Seashore Convention Centre, Mumbai',
};

const ABOUT_VENUE =
  'Set on the Juhu seafront, the Imperial Ballroom seats twelve hundred guests beneath crystal chandeliers and a ' +
  'forty-foot stage built for fashion shows and live television. Finalists stay at the adjoining hotel during grooming week, ' +
  'rehearse on the finale stage itself and walk out at sunset to a full house of families, sponsors, jury and press from India ' +
  'and the United States.';

type Item = [label: string, text: string];

const list = (title: string, items: readonly Item[]): Omit<CompetitionSection, 'order'> => ({
  _id: randomUUID(),
  type: 'content-list',
  title,
  items: items.map(([label, text]) => ({ _id: randomUUID(), label, text })),
});

const content = (title: string, text: string): Omit<CompetitionSection, 'order'> => ({ _id: randomUUID(), type: 'content', title, text });

export const competitionGroup: SeedGroup = {
  name: 'competitionPage',
  table: competitionPage,
  async storedKeys(tx) {
    const rows = await tx.select({ sections: competitionPage.sections }).from(competitionPage);
    return nonNullKeys(rows.flatMap((r) => r.sections.filter((s) => s.type === 'image').map((s) => s.public_id)));
  },
  async build(images) {
    // The page prints no caption under its pictures, and none is drawn in: both read as stage art.
    const stage = await images.make(bannerSvg('competition-stage', FRAMES.stage), FRAMES.stage);
    const crown = await images.make(artSvg('competition-crown', 'crown', FRAMES.stage), FRAMES.stage);
    const image = (img: { url: string; key: string }): Omit<CompetitionSection, 'order'> => ({
      _id: randomUUID(),
      type: 'image',
      src: img.url,
      public_id: img.key,
    });
    const sections: CompetitionSection[] = [
      content(
        'About the Competition',
        'Miss & Mrs Indo-US brings together women of Indian origin from India and the United States ' +
          'to compete for two titles: Miss, for unmarried women, and Mrs, for women who are or have been married. Season 10 ' +
          'finalists are selected through auditions in both countries and meet in Mumbai for grooming week and the grand finale.',
      ),
      list('Rounds of the Grand Finale', [
        ['Introduction Round', 'Each finalist introduces herself, her city and the cause she champions in under a minute.'],
        ['Ethnic Wear Round', 'A celebration of Indian textiles, from Banarasi silk to Kanjeevaram, styled by our designers.'],
        ['Talent Round', 'Dance, music, poetry or public speaking: three minutes to show what makes her shine.'],
        ['CSR Presentation', 'Finalists present the funds raised and the lives touched; this round carries 30 marks.'],
        ['Evening Gown Round', 'The signature walk in couture gowns under the spotlight.'],
        ['Question & Answer Round', 'The top finalists answer a question from the jury, judged on clarity, warmth and conviction.'],
      ]),
      image(stage),
      list('Road to the Finale', [
        ['Registration', 'Register online and pay the fee of ₹2,000; shortlisted applicants are contacted by e-mail and WhatsApp.'],
        ['Auditions', 'Online and in-person auditions in Mumbai, Delhi, New Jersey and Houston.'],
        ['Virtual Grooming', 'Weekly online sessions on walk, posture, communication and personal styling.'],
        ['Grooming Week', 'Seven days of training in Mumbai with our choreographers, stylists and mentors.'],
        ['Sub-contests', 'Miss Talent, Miss Photogenic, Mrs Elegance and Best CSR Campaign are decided before the finale.'],
        ['Grand Finale', 'The crowning night at the Imperial Ballroom, Mumbai.'],
      ]),
      content(
        'Judging & Scoring',
        'A panel of seven judges from fashion, business, media and the social sector scores every ' +
          'round. Confidence, communication and grace carry as much weight as appearance, and there are no height, weight or ' +
          "age-based advantages within the eligible range. The jury's decision is final.",
      ),
      image(crown),
      content(
        'Titles and Prizes',
        'Winners of both categories receive the crown and sash, a one-year brand ambassadorship with ' +
          'our partners, a professional portfolio shoot and a place on our charity tours in India and the United States. ' +
          'First and second runners-up and every sub-contest winner are honoured on stage.',
      ),
    ].map((s, order) => ({ ...s, order }));
    return async (tx) =>
      (
        await tx
          .insert(competitionPage)
          .values({ id: 1, header: HEADER, aboutVenue: ABOUT_VENUE, sections })
          .returning({ id: competitionPage.id })
      ).length;
  },
};
