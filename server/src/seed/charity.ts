/** Charitable alliance page: NGO content cards (one CSR card) and the CSR activities carousel. */
import { NGO_CSR_SECTION, NGO_DEFAULT_SECTION } from '@pageant/common';
import { csrImages, ngoCards, type NgoHighlight } from '../db/schema';
import { rowsGroup } from './group';
import { FRAMES } from './images';
import { sceneSvg, type Scene } from './scenes';

interface Card {
  title: string;
  subtitle: string;
  label: string;
  description: string;
  section: string;
  /** What its picture shows: the programme itself (scenes.ts). */
  scene: Scene;
  highlights: NgoHighlight[];
}

export const CARDS: readonly Card[] = [
  {
    title: 'Annapurna Meal Programme',
    subtitle: 'What your pledge provides',
    label: 'Every ₹50 feeds a child a hot, nutritious meal.',
    description:
      'Together with community kitchens in Mumbai and Thane we serve freshly cooked lunches to children in shelters ' +
      'and municipal schools, so that no child has to learn on an empty stomach.',
    section: NGO_DEFAULT_SECTION,
    scene: 'meal',
    highlights: [
      { title: 'Daily meals', content: 'Dal, rice, vegetables and fruit served five days a week across partner schools.' },
      { title: 'Nutrition checks', content: 'Volunteer doctors track height and weight every quarter to measure progress.' },
      { title: 'Festival feasts', content: 'Special meals on Diwali, Eid and Christmas, served by our titleholders.' },
    ],
  },
  {
    title: 'Educate Her',
    subtitle: 'How we keep girls in school',
    label: 'One sponsored year keeps a girl in the classroom.',
    description:
      'Many girls leave school when fees, books or the journey become too much. We fund scholarships, uniforms and ' +
      'safe transport, and our finalists return as mentors who show them what is possible.',
    section: NGO_DEFAULT_SECTION,
    scene: 'school',
    highlights: [
      { title: 'Scholarships', content: 'Fees, books and uniforms for girls from Class 6 to Class 12.' },
      { title: 'Mentorship', content: 'Titleholders and professionals from India and the USA mentor students each term.' },
      { title: 'Digital skills', content: 'Weekend computer and spoken-English classes in community centres.' },
      { title: 'Safe travel', content: 'Shared school vans so distance is never the reason a girl drops out.' },
    ],
  },
  {
    title: 'Project Sakhi',
    subtitle: 'Breaking the silence',
    label: 'Menstrual health is a right, not a taboo.',
    description:
      'Through workshops in schools and urban settlements we talk openly about menstrual health, hand out hygiene kits ' +
      'and train local women as peer educators who carry the conversation forward.',
    section: NGO_DEFAULT_SECTION,
    scene: 'workshop',
    highlights: [
      { title: 'Awareness sessions', content: 'Friendly, judgement-free workshops for girls, mothers and teachers.' },
      { title: 'Hygiene kits', content: 'Reusable pads and care kits that last a full year.' },
      { title: 'Peer educators', content: 'Local women trained to lead sessions in their own neighbourhoods.' },
    ],
  },
  {
    title: 'Contestant CSR Fundraising',
    subtitle: 'How every finalist gives back',
    label: 'Fundraising carries 30 marks at the grand finale.',
    description:
      'Before grooming begins, every Miss and Mrs finalist raises funds for one of our causes. It is a mandatory part ' +
      'of the competition, because we believe a titleholder should lead with purpose long before she wears the crown.',
    section: NGO_CSR_SECTION,
    scene: 'fundraising',
    highlights: [
      { title: 'A personal campaign', content: 'Each finalist runs her own drive with friends, family and local businesses.' },
      { title: 'Transparent giving', content: 'Every rupee and dollar is receipted and reported to the donor.' },
      { title: 'Scored on stage', content: 'Finalists present their impact to the jury as part of the finale score.' },
    ],
  },
];

/** The CSR carousel: each picture drawn for its caption (the carousel prints it over the picture). */
export const CSR: readonly { alt: string; caption: string; scene: Scene; href: string }[] = [
  {
    alt: "Finalists serving lunch at a children's shelter in Dharavi",
    caption: 'Meals at Dharavi',
    scene: 'meal',
    href: 'https://www.annapurnameals.org',
  },
  {
    alt: 'Scholarship day for girls at a municipal school in Thane',
    caption: 'Scholarship day, Thane',
    scene: 'school',
    href: 'https://www.educateher.org.in',
  },
  {
    alt: 'Menstrual health workshop with mothers and daughters',
    caption: 'Project Sakhi workshop',
    scene: 'workshop',
    href: 'https://www.projectsakhi.org',
  },
  {
    alt: 'Winter clothes drive organised by the New Jersey chapter',
    caption: 'Winter drive, New Jersey',
    scene: 'winter',
    href: 'https://www.annapurnameals.org',
  },
  {
    alt: 'Titleholders planting saplings at a school in Pune',
    caption: 'Green school, Pune',
    scene: 'planting',
    href: 'https://www.educateher.org.in',
  },
  { alt: 'Diwali feast served by Season 9 finalists', caption: 'Diwali feast', scene: 'diwali', href: 'https://www.annapurnameals.org' },
];

export const ngoCardsGroup = rowsGroup('ngoCards', ngoCards, ngoCards.imageKey, CARDS, async ({ scene, ...card }, i, images) => {
  const img = await images.make(sceneSvg(`ngo:${card.title}`, scene, FRAMES.card), FRAMES.card);
  return { ...card, imageUrl: img.url, imageKey: img.key, sortOrder: i };
});

export const csrImagesGroup = rowsGroup('csrImages', csrImages, csrImages.key, CSR, async (c, i, images) => {
  const img = await images.make(sceneSvg(`csr:${c.alt}`, c.scene, FRAMES.landscape, c.caption), FRAMES.landscape);
  return { url: img.url, key: img.key, alt: c.alt, href: c.href, sortOrder: i };
});
