/** Season 10 contestants with a spread of vote counts: a clear top three and a few still at zero. */
import { candidates } from '../db/schema';
import { portraitSvg } from './artwork';
import { rowsGroup } from './group';
import { FRAMES } from './images';

/** [name, voteCount]. */
export const CANDIDATES: readonly [string, number][] = [
  ['Ananya Sharma', 148_250],
  ['Priya Mehta Kapoor', 126_430],
  ['Kavya Reddy', 97_180],
  ['Ishita Banerjee', 64_210],
  ['Sneha Kulkarni', 51_875],
  ['Riya Malhotra', 43_020],
  ['Rashmi Hegde Shetty', 38_760],
  ['Aditi Joshi', 30_115],
  ['Meghna Pillai', 27_540],
  ['Tanvi Deshpande', 21_990],
  ['Sonal Mathur Gupta', 18_305],
  ['Sanjana Rao', 15_430],
  ['Nandini Chopra', 12_760],
  ['Harleen Sandhu', 9_880],
  ['Pallavi Saxena Verma', 8_420],
  ['Divya Venkatesan', 6_150],
  ['Zoya Siddiqui', 5_200],
  ['Radhika Bhatia', 4_310],
  ['Lavanya Iyengar', 3_050],
  ['Nikita Patel', 2_275],
  ['Bhavna Trivedi Desai', 1_500],
  ['Shreya Ghosh', 980],
  ['Komal Arora', 750],
  ['Jasmine Fernandes', 420],
  ['Tanya Kohli', 180],
  ['Anushka Sinha', 50],
  ['Preeti Dhillon', 0],
  ['Mitali Shah Parekh', 0],
  ['Geetika Bose', 0],
  ['Swati Agarwal', 0],
];

export const candidatesGroup = rowsGroup(
  'candidates',
  candidates,
  candidates.imageKey,
  CANDIDATES,
  async ([name, voteCount], _i, images) => {
    const img = await images.make(portraitSvg(name, FRAMES.portrait), FRAMES.portrait);
    return { name, voteCount, imageUrl: img.url, imageKey: img.key };
  },
);
