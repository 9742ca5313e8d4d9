import {
  Briefcase,
  Cpu,
  GraduationCap,
  HeartHandshake,
  Landmark,
  Leaf,
  Lightbulb,
  Rocket,
  Stethoscope,
  type LucideIcon,
} from 'lucide-react';

export interface AwardCategory {
  id: string;
  title: string;
  description: string;
  icon: LucideIcon;
}

export const AWARD_CATEGORIES: readonly AwardCategory[] = [
  {
    id: 'entrepreneur',
    title: 'Entrepreneur of the Year',
    description: 'A founder whose vision, grit and growth have set a new benchmark for business in Asia.',
    icon: Rocket,
  },
  {
    id: 'woman-leader',
    title: 'Woman Leader of the Year',
    description: 'A woman at the helm who is opening doors for the next generation of leaders.',
    icon: Briefcase,
  },
  {
    id: 'startup',
    title: 'Emerging Startup of the Year',
    description: 'A young company turning a bold idea into a business with real customers and impact.',
    icon: Lightbulb,
  },
  {
    id: 'innovation',
    title: 'Excellence in Innovation',
    description: 'A product, service or process that changes how an industry works for the better.',
    icon: Cpu,
  },
  {
    id: 'healthcare',
    title: 'Excellence in Healthcare',
    description: 'Hospitals, clinics and health ventures making quality care more accessible.',
    icon: Stethoscope,
  },
  {
    id: 'education',
    title: 'Excellence in Education',
    description: 'Institutions and educators preparing learners for the careers of tomorrow.',
    icon: GraduationCap,
  },
  {
    id: 'sustainability',
    title: 'Sustainable Business of the Year',
    description: 'An organisation proving that profit and care for the planet can grow together.',
    icon: Leaf,
  },
  {
    id: 'social-impact',
    title: 'Social Impact Award',
    description: 'A business whose work lifts communities, from livelihoods to women’s empowerment.',
    icon: HeartHandshake,
  },
  {
    id: 'lifetime',
    title: 'Lifetime Achievement Award',
    description: 'A lifetime of leadership, integrity and contribution to business and society.',
    icon: Landmark,
  },
];

export const EVENT_HIGHLIGHTS: readonly string[] = [
  'A red-carpet welcome for honourees, guests and the press',
  'Keynotes and a panel on leadership across India, Asia and the United States',
  'The presentation of the nine award categories by an eminent jury',
  'A showcase walk by our pageant titleholders',
  'Cultural performances that celebrate Indian festivity with an international stage',
  'A gala dinner and networking with founders, investors and changemakers',
];
