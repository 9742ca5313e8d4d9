import type { LineIcon } from '@/components/carousel/line-icon';
import { BadgeCheck, Camera, Crown, Globe, HeartHandshake, Mic, Sparkles, Tv, Users } from './icons';

export interface Benefit {
  id: string;
  icon: LineIcon;
  title: string;
  text: string;
}

/** What every registered candidate receives; SPEC §2 asks for nine cards. */
export const BENEFITS: Benefit[] = [
  {
    id: 'grooming',
    icon: Sparkles,
    title: 'Grooming by experts',
    text: 'Runway, posture, styling, skincare and etiquette sessions led by pageant coaches, fashion stylists and former titleholders.',
  },
  {
    id: 'media',
    icon: Tv,
    title: 'National media exposure',
    text: 'Press coverage, interviews and social campaigns that put your name and your story in front of audiences across India and the US.',
  },
  {
    id: 'photoshoot',
    icon: Camera,
    title: 'Professional photoshoot',
    text: 'A styled shoot with a professional photographer, hair and make-up team: a portfolio you will use long after the finale.',
  },
  {
    id: 'csr',
    icon: HeartHandshake,
    title: 'CSR leadership',
    text: 'Lead a real social-impact project with our charitable alliance and learn to turn a cause you care about into measurable change.',
  },
  {
    id: 'network',
    icon: Globe,
    title: 'International network',
    text: 'Meet entrepreneurs, artists, doctors and homemakers from two continents, and mentors who open doors in both.',
  },
  {
    id: 'crown',
    icon: Crown,
    title: 'Crown and title',
    text: 'Winners are crowned on the Mumbai finale stage and carry their Miss or Mrs title as ambassadors for a full year.',
  },
  {
    id: 'confidence',
    icon: Mic,
    title: 'Confidence coaching',
    text: 'Public speaking, interview rehearsal and on-camera practice, so you answer the final question with poise and your own voice.',
  },
  {
    id: 'endorsements',
    icon: BadgeCheck,
    title: 'Brand endorsements',
    text: 'Opportunities to front campaigns for our fashion, beauty and lifestyle partners, with your work credited in your portfolio.',
  },
  {
    id: 'sisterhood',
    icon: Users,
    title: 'Lifelong sisterhood',
    text: 'A circle of women who cheer for each other backstage and long after: alumnae who still call each other family.',
  },
];
