/** Home page banners home1 and home2. */
import type { HomeImageType } from '@pageant/common';
import { homeImages } from '../db/schema';
import { bannerSvg } from './artwork';
import { rowsGroup } from './group';
import { FRAMES } from './images';

/** No words in either: the hero prints the real headline over home1, and the feature sections their own copy. */
const BANNERS: readonly HomeImageType[] = ['home1', 'home2'];

export const homeImagesGroup = rowsGroup('homeImages', homeImages, homeImages.key, BANNERS, async (type, _i, images) => {
  const img = await images.make(bannerSvg(type, FRAMES.banner), FRAMES.banner);
  return { type, url: img.url, key: img.key };
});
