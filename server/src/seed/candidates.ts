/**
 * Season 10 demo contestants: a clear top three and a few still at zero, each with her category,
 * city, a short bio and an illustrated portrait, and paid demo votes behind every count (demo-votes.ts).
 */
import type { Category } from '@pageant/common';
import { candidates } from '../db/schema';
import { demoPurchases, insertDemoVotes, removeDemoVotes } from './demo-votes';
import { keysIn, type SeedGroup } from './group';
import { FRAMES, mapLimit } from './images';
import { contestantPortraitSvg } from './portrait';

export interface DemoCandidate {
  name: string;
  voteCount: number;
  category: Category;
  city: string;
  bio: string;
}

const c = (name: string, voteCount: number, category: Category, city: string, bio: string): DemoCandidate => ({
  name,
  voteCount,
  category,
  city,
  bio,
});

export const CANDIDATES: readonly DemoCandidate[] = [
  c(
    'Ananya Sharma',
    148_250,
    'Miss',
    'Mumbai',
    'Architecture student who designs low-cost classrooms; wants every girl to learn in a room with light.',
  ),
  c(
    'Priya Mehta Kapoor',
    126_430,
    'Mrs',
    'Edison, NJ',
    'Paediatric nurse and mother of two; runs a weekend health camp for new immigrant families.',
  ),
  c(
    'Kavya Reddy',
    97_180,
    'Miss',
    'Hyderabad',
    'Software engineer and Kuchipudi dancer who teaches coding to girls in government schools.',
  ),
  c('Ishita Banerjee', 64_210, 'Miss', 'Kolkata', 'Journalism graduate telling the stories of women weavers in rural Bengal.'),
  c('Sneha Kulkarni', 51_875, 'Mrs', 'Pune', 'Chartered accountant who teaches household budgeting to self-help groups on Sundays.'),
  c('Riya Malhotra', 43_020, 'Miss', 'New Delhi', 'Law student volunteering at a free legal aid clinic for women.'),
  c(
    'Rashmi Hegde Shetty',
    38_760,
    'Mrs',
    'Bengaluru',
    'Entrepreneur behind a millet snack brand that employs thirty women from her village.',
  ),
  c('Aditi Joshi', 30_115, 'Miss', 'Houston, TX', 'Pre-med student and Bharatanatyam performer raising funds for school meals.'),
  c('Meghna Pillai', 27_540, 'Miss', 'Kochi', 'Marine biology graduate cleaning Kerala’s backwaters one weekend at a time.'),
  c('Tanvi Deshpande', 21_990, 'Miss', 'Nagpur', 'Civil services aspirant who mentors first-generation college students.'),
  c('Sonal Mathur Gupta', 18_305, 'Mrs', 'Jaipur', 'Block-print designer reviving family craft traditions with young artisans.'),
  c('Sanjana Rao', 15_430, 'Miss', 'San Jose, CA', 'Product designer who builds apps for seniors learning to video-call family in India.'),
  c('Nandini Chopra', 12_760, 'Mrs', 'Chandigarh', 'School principal championing sport for girls; former state-level hockey player.'),
  c('Harleen Sandhu', 9_880, 'Miss', 'Chicago, IL', 'Public health student running blood donation drives across the Midwest.'),
  c('Pallavi Saxena Verma', 8_420, 'Mrs', 'Lucknow', 'Classical singer and music teacher for children with visual impairments.'),
  c('Divya Venkatesan', 6_150, 'Miss', 'Chennai', 'Data scientist using open data to map safe walking routes for women.'),
  c('Zoya Siddiqui', 5_200, 'Miss', 'Jersey City, NJ', 'Finance analyst and spoken-word poet who hosts open mics for young South Asians.'),
  c('Radhika Bhatia', 4_310, 'Mrs', 'Dallas, TX', 'Dentist and mother of three; organises free dental check-ups at community temples.'),
  c('Lavanya Iyengar', 3_050, 'Miss', 'Mysuru', 'Yoga instructor teaching breathing and posture classes to cancer survivors.'),
  c('Nikita Patel', 2_275, 'Miss', 'Ahmedabad', 'Fashion student upcycling old saris into school bags for children.'),
  c('Bhavna Trivedi Desai', 1_500, 'Mrs', 'Atlanta, GA', 'Small-business owner who mentors women starting home bakeries.'),
  c('Shreya Ghosh', 980, 'Miss', 'Seattle, WA', 'Environmental engineer working on clean water filters for rural India.'),
  c('Komal Arora', 750, 'Mrs', 'Ludhiana', 'Physiotherapist running free sessions for elderly women after knee surgery.'),
  c('Jasmine Fernandes', 420, 'Miss', 'Panaji, Goa', 'Hotel management graduate training young women for hospitality careers.'),
  c('Tanya Kohli', 180, 'Miss', 'New York, NY', 'Drama student and theatre director staging plays on mental health.'),
  c('Anushka Sinha', 50, 'Miss', 'Patna', 'Mathematics graduate coaching girls for olympiads at no cost.'),
  c('Preeti Dhillon', 0, 'Mrs', 'Fremont, CA', 'Realtor and volunteer counsellor for survivors of domestic violence.'),
  c('Mitali Shah Parekh', 0, 'Mrs', 'Surat', 'Textile engineer and mother who started a library in her housing society.'),
  c('Geetika Bose', 0, 'Miss', 'Boston, MA', 'PhD student in neuroscience and a Rabindra Sangeet singer.'),
  c('Swati Agarwal', 0, 'Mrs', 'Indore', 'Food blogger who raised funds for two community kitchens during the floods.'),
];

/**
 * Fills the candidates table with the demo contestants and, in the same transaction, their paid demo
 * votes; a contestant's count is the sum of her purchases and her seq their number, as if each had
 * been credited by a settled payment (votes/repo.ts).
 */
export const candidatesGroup: SeedGroup = {
  name: 'candidates',
  table: candidates,
  storedKeys: keysIn(candidates, candidates.imageKey),
  async build(images) {
    const portraits = await mapLimit(CANDIDATES, (d, i) =>
      images.make(contestantPortraitSvg(i, d.category, FRAMES.candidate), FRAMES.candidate),
    );
    const purchases = CANDIDATES.map((d) => demoPurchases(d.voteCount));
    return async (tx) => {
      await removeDemoVotes(tx);
      const rows = await tx
        .insert(candidates)
        .values(
          CANDIDATES.map((d, i) => ({
            name: d.name,
            voteCount: d.voteCount,
            voteSeq: purchases[i]!.length,
            category: d.category,
            city: d.city,
            bio: d.bio,
            demo: true,
            imageUrl: portraits[i]!.url,
            imageKey: portraits[i]!.key,
          })),
        )
        .returning({ id: candidates.id, name: candidates.name });
      // Names are unique in the list: matched by name, not by the order RETURNING happens to keep.
      const purchasesOf = new Map(CANDIDATES.map((d, i) => [d.name, purchases[i]!]));
      await insertDemoVotes(
        tx,
        rows.map((r) => ({ id: r.id, name: r.name, purchases: purchasesOf.get(r.name) ?? [] })),
      );
      return rows.length;
    };
  },
};
