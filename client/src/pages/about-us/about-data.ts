import { SEASON } from '@pageant/common';

export interface AboutStat {
  value: string;
  label: string;
}

export const ABOUT_STATS: readonly AboutStat[] = [
  { value: String(SEASON), label: 'Seasons of pageantry' },
  { value: '2', label: 'Titles: Miss and Mrs' },
  { value: '2', label: 'Offices: Mumbai and New York' },
  { value: '1', label: 'Grand finale in Mumbai' },
];

export interface AboutCard {
  title: string;
  text: string;
}

export const MISSION_VISION: readonly AboutCard[] = [
  {
    title: 'Our Mission',
    text: 'To give every woman — single or married, first-timer or seasoned — a stage on which to discover her confidence, sharpen her voice and use her crown to serve others.',
  },
  {
    title: 'Our Vision',
    text: 'A world where Indian women in India and across the United States lead with grace and purpose, and where beauty is measured by character, intelligence and compassion.',
  },
];

export const CONTESTANT_GAINS: readonly AboutCard[] = [
  {
    title: 'Professional grooming',
    text: 'Sessions in Mumbai on ramp walk, posture, styling, make-up and on-stage etiquette with experienced mentors.',
  },
  {
    title: 'A stronger voice',
    text: 'Training in public speaking, interviews and self-presentation in English and Hindi.',
  },
  {
    title: 'Portfolio and exposure',
    text: 'Professional shoots, press coverage and a presence on our media channels that lasts well beyond the finale.',
  },
  {
    title: 'A lifelong sisterhood',
    text: 'Friendships and a network of titleholders, mentors and partners in India and the United States.',
  },
  {
    title: 'Purpose with every crown',
    text: 'The chance to champion a cause through our CSR programme and see the difference your fundraising makes.',
  },
  {
    title: 'The title of a lifetime',
    text: 'A year as a Miss or Mrs titleholder, representing the alliance at events, campaigns and brand partnerships.',
  },
];

export const CHARITY_POINTS: readonly string[] = [
  'Meals for children and families through our NGO partners',
  'Education and skills support for girls and young women',
  'Health and hygiene awareness drives in underserved communities',
];
