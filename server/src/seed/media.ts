/** Press & media page (Season 9 highlights): every media type, in display order within its type. */
import type { MediaType } from '@pageant/common';
import { mediaItems } from '../db/schema';
import { artSvg, coverSvg, newsSvg, type ArtMotif } from './artwork';
import { rowsGroup, withOrderInType } from './group';
import { FRAMES, type Frame } from './images';
import { sceneSvg, type Scene } from './scenes';

interface MediaSeed {
  type: MediaType;
  title: string;
  alt: string;
  /** Returns the picture's SVG; absent for videos. */
  art?: () => string;
  frame?: Frame;
  videoUrl?: string;
}

const COVERAGE: readonly [string, string, string][] = [
  ['The Bombay Chronicle', 'Mumbai · Saturday edition', 'Mumbai to Host Season 10 Grand Finale of Miss & Mrs Indo-US'],
  ['Indo-American Tribune', 'New York · Community pages', 'From Edison to Juhu: Pageant Crowns Women Who Lead'],
  ['The Western Courier', 'Mumbai · City life', 'Contestants Raise Funds for 25,000 Meals Before the Finale'],
  ['Garden State Desi Times', 'New Jersey · Weekend', "Beauty With Purpose: Season 9 Winners Return Home to a Hero's Welcome"],
];

/** Press gallery pictures, each drawn as the scene its title describes (scenes.ts). */
export const GALLERY: readonly [string, Scene][] = [
  ['Season 9 crowning moment on the grand finale stage', 'crowning'],
  ['Finalists rehearse the opening number in Mumbai', 'rehearsal'],
  ['Grooming week: a walk class with the choreographer', 'runway'],
  ['Mrs Indo-US finalists in traditional Banarasi silk', 'sari'],
  ['Backstage before the evening gown round', 'backstage'],
  ['The jury panel at the Season 9 grand finale', 'jury'],
  ["Contestants serve lunch at a children's shelter in Dharavi", 'meal'],
  ['Sash ceremony for the Season 9 finalists', 'sash'],
  ['Talent round: a Kathak performance by a Miss finalist', 'dance'],
  ['Winners with the founder after the finale', 'group'],
  ['Confidence workshop led by a former titleholder', 'workshop'],
  ['Finalists at the Gateway of India photo walk', 'gateway'],
  ['Question-and-answer round under the spotlight', 'microphone'],
  ['Mrs category runners-up celebrate on stage', 'celebration'],
  ['Season 9 family: finalists, mentors and crew', 'group'],
];

const FASHION: readonly [string, ArtMotif][] = [
  ['Evening gown round: midnight couture', 'gown'],
  ['Ivory and gold bridal edit', 'stage'],
  ['Indo-western fusion showcase', 'gown'],
  ['Handloom saree tribute walk', 'stage'],
  ['Red carpet looks from the finale', 'gown'],
  ['Designer showcase: the Season 9 closing walk', 'stage'],
];

const BRANDS: readonly [string, ArtMotif][] = [
  ['Aurum & Co. Jewellers: the crown collection', 'diamond'],
  ['Saanjh Cosmetics: Glow of the Finale', 'lotus'],
  ['Sitara Silks: heritage weaves campaign', 'gown'],
  ['Veda Naturals: self-care for every queen', 'lotus'],
  ['Kesar Pearl Spa: finalist wellness retreat', 'stars'],
];

/** [masthead, issue, ...cover lines]; the page's caption names the issue, the cover carries the lines. */
const COVERS: readonly [string, string, string, string, string][] = [
  ['Sitara', 'March 2025', 'The Road to Mumbai', 'Season 9 winners on grace and grit', 'Inside grooming week'],
  ['Grace', 'April 2025', 'Queens With a Cause', 'How finalists fed 25,000 children', 'Style notes from the finale'],
  ['Mehfil', 'Summer 2025', 'Mrs Indo-US Speaks', 'Motherhood, careers and the crown', 'Eight pages of couture'],
  ['Élan', 'July 2025', 'Beyond the Sash', 'A year of service across two countries', 'The new season begins'],
  ['Sitara', 'August 2025', 'Born to Shine', "New Jersey's first Miss Indo-US", 'Beauty secrets from backstage'],
  ['Grace', 'October 2025', 'Season 10 Is Here', 'Meet the mentors behind the crown', 'How to register for the finale'],
];

const VIDEOS: readonly [string, string][] = [
  ['Season 9 Grand Finale Highlights', 'q7Xk2LmN9pA'],
  ['Behind the Scenes: Grooming Week in Mumbai', 'Hf3vR8tYw1E'],
  ['Walk for a Cause: Our CSR Drive', 'Zb6PnC0sQjU'],
  ['Season 10 Auditions Announcement', 'm4TgK9eWd2s'],
];

/** A titled picture in the tall frame, its art seeded by `seedPrefix` and the title. */
const tallArt =
  (type: MediaType, seedPrefix: string) =>
  ([title, motif]: [string, ArtMotif]): MediaSeed => ({
    type,
    title,
    alt: title,
    art: () => artSvg(`${seedPrefix}:${title}`, motif, FRAMES.tall),
    frame: FRAMES.tall,
  });

const SEEDS: readonly MediaSeed[] = [
  ...COVERAGE.map(([paper, dateline, headline]): MediaSeed => ({
    type: 'mediaCoverage',
    title: headline,
    alt: `${paper}: ${headline}`,
    art: () => newsSvg(headline, paper, dateline, FRAMES.landscape),
    frame: FRAMES.landscape,
  })),
  ...GALLERY.map(([title, scene]): MediaSeed => ({
    type: 'imageGallery',
    title,
    alt: title,
    art: () => sceneSvg(`gallery:${title}`, scene, FRAMES.gallery),
    frame: FRAMES.gallery,
  })),
  ...FASHION.map(tallArt('fashionGallery', 'fashion')),
  ...BRANDS.map(tallArt('brand', 'brand')),
  ...COVERS.map(([masthead, issue, ...lines]): MediaSeed => ({
    type: 'shoot',
    title: `${masthead}, ${issue} issue`,
    alt: `${masthead} magazine cover, ${issue}: ${lines.join('; ')}`,
    art: () => coverSvg(`${masthead}:${lines[0]}`, masthead, `Season 9 special · ${issue}`, lines, FRAMES.tall),
    frame: FRAMES.tall,
  })),
  ...VIDEOS.map(([title, id]): MediaSeed => ({
    type: 'video',
    title,
    alt: title,
    videoUrl: `https://www.youtube.com/embed/${id}`,
  })),
];

export const mediaGroup = rowsGroup('mediaItems', mediaItems, mediaItems.imageKey, withOrderInType(SEEDS), async (s, _i, images) => {
  const img = s.art ? await images.make(s.art(), s.frame ?? FRAMES.gallery) : null;
  return {
    type: s.type,
    title: s.title,
    alt: s.alt,
    imageUrl: img?.url ?? null,
    imageKey: img?.key ?? null,
    videoUrl: s.videoUrl ?? null,
    sortOrder: s.sortOrder,
  };
});
