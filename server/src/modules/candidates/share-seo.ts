import { isUuid } from '@pageant/common/content/home';
import type { DbOrTx } from '../../db/client';
import { contestantIdOf, contestantPageSeo, type SeoResolver } from '../../http/seo';
import { findCandidate } from './repo';
import { SHARE_CARD, shareCardPath } from './share-card';

/**
 * The head of /contestants/vote/:id, the link voters share (SPEC §2): link previews show her name
 * and her share card (her photo in the brand frame, share-card.ts). Any other path, a malformed id
 * or an unknown one answers null (the generic head).
 */
export function contestantSeoResolver(db: DbOrTx): SeoResolver {
  return async (pathname) => {
    const id = contestantIdOf(pathname);
    if (!id || !isUuid(id)) return null;
    const candidate = await findCandidate(db, id.toLowerCase());
    if (!candidate) return null;
    return contestantPageSeo(
      { ...candidate, imageUrl: shareCardPath(candidate) },
      { width: SHARE_CARD.width, height: SHARE_CARD.height, type: SHARE_CARD.type },
    );
  };
}
