import { SEASON } from '@pageant/common';

export interface HeroSlide {
  id: string;
  /** Short name on the slide's pager tab; the hero's one eyebrow line is its h1. */
  tab: string;
  headline: string;
  text: string;
  /** CSS background shown behind the copy when the slide has no photograph. */
  backdrop: string;
}

export const HERO_SLIDES: HeroSlide[] = [
  {
    id: 'crown',
    tab: 'The finale',
    headline: 'Your crown is waiting in Mumbai',
    text: `Miss and Mrs contestants from India, the United States and everywhere in between: Season ${SEASON} is calling the woman who is ready to be seen.`,
    backdrop: 'radial-gradient(ellipse at top right, rgb(201 162 39 / 0.35), transparent 55%), linear-gradient(135deg, #2b0a3d, #4a1d63)',
  },
  {
    id: 'grace',
    tab: 'Grooming',
    headline: 'Grace that leads. Confidence that lasts.',
    text: 'Runway coaches, speech mentors, stylists and former titleholders work with you for months, so you walk on stage as the most assured version of yourself.',
    backdrop: 'radial-gradient(ellipse at bottom left, rgb(184 50 94 / 0.45), transparent 60%), linear-gradient(160deg, #1a0526, #2b0a3d)',
  },
  {
    id: 'purpose',
    tab: 'Purpose',
    headline: 'A title that gives back',
    text: 'Every contestant champions a cause. Our charitable alliance turns the spotlight into meals served, classrooms supplied and women heard.',
    backdrop: 'radial-gradient(ellipse at top left, rgb(227 199 102 / 0.3), transparent 55%), linear-gradient(200deg, #4a1d63, #1a0526)',
  },
];
