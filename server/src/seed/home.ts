/** Home page banners home1 and home2. */
import type { HomeImageType } from '@pageant/common';
import { homeImages } from '../db/schema';
import { bannerSvg } from './artwork';
import { keysIn, type SeedGroup } from './group';
import { FRAMES, mapLimit } from './images';

/** No words in either: the hero prints the real headline over home1, and the feature sections their own copy. */
const BANNERS: readonly HomeImageType[] = ['home1', 'home2'];

export const homeImagesGroup: SeedGroup = {
  name: 'homeImages',
  table: homeImages,
  storedKeys: keysIn(homeImages, homeImages.key),
  async build(images) {
    const rows = await mapLimit(BANNERS, async (type) => {
      const img = await images.make(bannerSvg(type, FRAMES.banner), FRAMES.banner);
      return { type, url: img.url, key: img.key };
    });
    return async (tx) => (await tx.insert(homeImages).values(rows).returning({ type: homeImages.type })).length;
  },
};
