import { isUuid } from '@pageant/common/content/home';
import type { DbOrTx } from '../../db/client';
import { contestantIdOf, contestantPageSeo, type SeoResolver } from '../../http/seo';
import { findCandidate } from './repo';

/**
 * The head of /contestants/vote/:id, the link voters share (SPEC §2): link previews show her name
 * and photo. Any other path, a malformed id or an unknown one answers null (the generic head).
 */
export function contestantSeoResolver(db: DbOrTx): SeoResolver {
  return async (pathname) => {
    const id = contestantIdOf(pathname);
    if (!id || !isUuid(id)) return null;
    const candidate = await findCandidate(db, id.toLowerCase());
    return candidate ? contestantPageSeo(candidate) : null;
  };
}
