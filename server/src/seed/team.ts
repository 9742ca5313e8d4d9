/** Team page: visionaries (leaders, with a "know more" bio card), directors and the core team. */
import type { TeamType } from '@pageant/common';
import { teamMembers } from '../db/schema';
import { bioCardSvg, portraitSvg } from './artwork';
import { nonNullKeys, withOrderInType, type SeedGroup } from './group';
import { FRAMES, mapLimit } from './images';

interface Member {
  type: TeamType;
  name: string;
  designation: string;
  /** Leaders only: printed on the "know more" card. */
  bio?: string;
}

const MEMBERS: readonly Member[] = [
  {
    type: 'leaders',
    name: 'Dr. Meera Raghavan',
    designation: 'Founder & National Director',
    bio:
      "A physician turned women's advocate, Meera founded the alliance in 2015 to give women in India and the United States " +
      'one shared stage. Ten seasons on, she still interviews every finalist herself and leads the charity work that feeds ' +
      'thousands of children each year.',
  },
  {
    type: 'leaders',
    name: 'Rajiv Malhotra',
    designation: 'Co-Founder & Chairman',
    bio:
      'Rajiv spent two decades building businesses between Mumbai and New Jersey before co-founding the pageant. He looks ' +
      'after sponsorships, finance and the partnerships that take our titleholders into boardrooms, campuses and ' +
      'community halls on both continents.',
  },
  {
    type: 'leaders',
    name: 'Sunita Kapoor-Shah',
    designation: 'President – USA',
    bio:
      'Former Mrs Indo-US and a New York marketing executive, Sunita leads the American chapters, from the first auditions ' +
      'in Edison and Houston to the delegation that flies to Mumbai for the grand finale. She mentors every US contestant ' +
      'on poise, public speaking and purpose.',
  },
  { type: 'directors', name: 'Kavita Desai', designation: 'Creative Director' },
  { type: 'directors', name: 'Anjali Menon', designation: 'Director – Grooming' },
  { type: 'directors', name: 'Vikram Chatterjee', designation: 'Director – Operations USA' },
  { type: 'directors', name: 'Neha Bhatnagar', designation: 'Director – CSR & Partnerships' },
  { type: 'coreteam', name: "Rohan D'Souza", designation: 'Choreographer' },
  { type: 'coreteam', name: 'Priyanka Iyer', designation: 'Stylist' },
  { type: 'coreteam', name: 'Aarav Mehta', designation: 'PR Lead' },
  { type: 'coreteam', name: 'Simran Gill', designation: 'Hair & Makeup Lead' },
  { type: 'coreteam', name: 'Farhan Qureshi', designation: 'Event Production Manager' },
  { type: 'coreteam', name: 'Pooja Nair', designation: 'Contestant Relations Manager' },
];

export const teamGroup: SeedGroup = {
  name: 'teamMembers',
  table: teamMembers,
  async storedKeys(tx) {
    const rows = await tx.select({ main: teamMembers.mainKey, knowMore: teamMembers.knowMoreKey }).from(teamMembers);
    return nonNullKeys(rows.flatMap((r) => [r.main, r.knowMore]));
  },
  async build(images) {
    const rows = await mapLimit(withOrderInType(MEMBERS), async (m) => {
      const main = await images.make(portraitSvg(m.name, FRAMES.portrait), FRAMES.portrait);
      const knowMore = m.bio ? await images.make(bioCardSvg(m.name, m.designation, m.bio, FRAMES.bio), FRAMES.bio) : null;
      return {
        type: m.type,
        name: m.name,
        designation: m.designation,
        mainUrl: main.url,
        mainKey: main.key,
        knowMoreUrl: knowMore?.url ?? null,
        knowMoreKey: knowMore?.key ?? null,
        sortOrder: m.sortOrder,
      };
    });
    return async (tx) => (await tx.insert(teamMembers).values(rows).returning({ id: teamMembers.id })).length;
  },
};
