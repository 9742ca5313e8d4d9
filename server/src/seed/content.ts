/** Home page carousels: sponsor logos, brand endorsements and testimonials. */
import { homeBrands, sponsorLogos, testimonials } from '../db/schema';
import { logoSvg, portraitSvg, type LogoEmblem } from './artwork';
import { rowsGroup } from './group';
import { FRAMES } from './images';

export interface Logo {
  name: string;
  tagline: string;
  emblem: LogoEmblem;
  dark: boolean;
  href?: string;
}

export const SPONSORS: readonly Logo[] = [
  {
    name: 'Aurum & Co. Jewellers',
    tagline: 'Fine jewellery since 1978',
    emblem: 'diamond',
    dark: false,
    href: 'https://www.aurumjewellers.in',
  },
  { name: 'Saanjh Cosmetics', tagline: 'Colour for every skin', emblem: 'lotus', dark: true, href: 'https://www.saanjhcosmetics.in' },
  {
    name: 'Indus Bridge Realty',
    tagline: 'Mumbai · New Jersey',
    emblem: 'monogram',
    dark: false,
    href: 'https://www.indusbridgerealty.com',
  },
  { name: 'Sitara Silks', tagline: 'Handloom heritage', emblem: 'star', dark: true, href: 'https://www.sitarasilks.in' },
  { name: 'Monsoon Travels', tagline: 'India · USA · Beyond', emblem: 'crown', dark: false, href: 'https://www.monsoontravels.in' },
  { name: 'Banyan Capital', tagline: 'Wealth across borders', emblem: 'monogram', dark: true, href: 'https://www.banyancapital.in' },
];

export const BRANDS: readonly Logo[] = [
  { name: 'Lotus Luxe Salon', tagline: 'Hair · Skin · Bridal', emblem: 'lotus', dark: false },
  { name: 'Zari Couture', tagline: 'Couture gowns & lehengas', emblem: 'crown', dark: true },
  { name: 'Veda Naturals', tagline: 'Ayurvedic skincare', emblem: 'lotus', dark: true },
  { name: 'Mehr Fragrances', tagline: 'Attars & perfumes', emblem: 'monogram', dark: false },
  { name: 'Raaga Footwear', tagline: 'Heels for the ramp', emblem: 'star', dark: false },
  { name: 'Kesar Pearl Spa', tagline: 'Wellness & rituals', emblem: 'diamond', dark: true },
];

const TESTIMONIALS: readonly { name: string; place: string; text: string }[] = [
  {
    name: 'Ritu Agarwal',
    place: 'Mrs Indo-US 2024, New Jersey',
    text:
      'I walked in as a mother of two who had not been on a stage in fifteen years. The grooming team in Mumbai gave me back ' +
      'my voice, and the CSR drive taught me that a crown is really a responsibility.',
  },
  {
    name: 'Nisha Verma',
    place: 'Miss Indo-US 2024, Houston',
    text:
      'From the first audition call to the final walk, every mentor treated us like family. I made friends on both sides of ' +
      'the world, and the confidence I found on that stage helped me land my first job.',
  },
  {
    name: 'Deepa Krishnan',
    place: 'Mrs Indo-US 2024 First Runner-up, Pune',
    text:
      'The question-and-answer coaching was worth the journey on its own. I learnt to speak about what matters to me ' +
      'without notes and without fear.',
  },
  {
    name: 'Aisha Khan',
    place: 'Miss Indo-US 2023, Mumbai',
    text:
      'Raising funds for meals before the finale changed how I saw the whole competition. Serving lunch at the shelter with ' +
      'the other girls is the memory I treasure more than the sash.',
  },
  {
    name: 'Shalini Reddy',
    place: 'Mrs Indo-US 2023, California',
    text:
      'The organisers handled everything, from visa advice to fittings, so I could focus on myself. It is a professional, ' +
      'warm and truly inclusive pageant.',
  },
  {
    name: 'Manpreet Kaur',
    place: 'Miss Indo-US Season 9 Finalist, Chandigarh',
    text:
      'I had no modelling experience and no idea how to walk in heels. Ten days of grooming later I was performing in front ' +
      'of a full house, and my parents were in tears.',
  },
];

const renderLogo = (l: Logo) => logoSvg(l.name, l.tagline, l.emblem, l.dark, FRAMES.logo);

export const sponsorsGroup = rowsGroup('sponsorLogos', sponsorLogos, sponsorLogos.key, SPONSORS, async (s, i, images) => {
  const img = await images.make(renderLogo(s), FRAMES.logo);
  return { url: img.url, key: img.key, alt: s.name, href: s.href ?? '', sortOrder: i };
});

export const homeBrandsGroup = rowsGroup('homeBrands', homeBrands, homeBrands.imageKey, BRANDS, async (b, i, images) => {
  const img = await images.make(renderLogo(b), FRAMES.logo);
  return { imageUrl: img.url, imageKey: img.key, sortOrder: i };
});

export const testimonialsGroup = rowsGroup('testimonials', testimonials, testimonials.imageKey, TESTIMONIALS, async (t, i, images) => {
  const img = await images.make(portraitSvg(t.name, FRAMES.portrait), FRAMES.portrait);
  return { ...t, imageUrl: img.url, imageKey: img.key, sortOrder: i };
});
