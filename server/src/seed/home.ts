/** Home page banners home1 and home2. */
import type { HomeImageType } from '@pageant/common';
import { homeImages } from '../db/schema';
import { bannerSvg, type BannerText } from './artwork';
import { nonNullKeys, type SeedGroup } from './group';
import { SIZES, mapLimit } from './images';

const BANNERS: readonly { type: HomeImageType; text: BannerText }[] = [
  {
    type: 'home1',
    text: {
      kicker: 'Season 10 · Registrations open',
      title: ['Miss & Mrs', 'Indo-US'],
      subtitle: 'Empowering women through pageantry, from New York to Mumbai',
    },
  },
  {
    type: 'home2',
    text: {
      kicker: 'Grand Finale · Mumbai',
      title: ['Beauty With', 'Purpose'],
      subtitle: 'Grooming, confidence and charity on one glittering stage',
    },
  },
];

export const homeImagesGroup: SeedGroup = {
  name: 'homeImages',
  table: homeImages,
  async storedKeys(tx) {
    return nonNullKeys((await tx.select({ key: homeImages.key }).from(homeImages)).map((r) => r.key));
  },
  async build(images) {
    const rows = await mapLimit(BANNERS, async (b) => {
      const img = await images.make(bannerSvg(b.type, b.text), SIZES.banner);
      return { type: b.type, url: img.url, key: img.key };
    });
    return async (tx) => (await tx.insert(homeImages).values(rows).returning({ type: homeImages.type })).length;
  },
};
