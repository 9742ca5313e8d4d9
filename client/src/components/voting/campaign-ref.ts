import { votePagePath } from './format';

/** Her share link's `ref` and `src` (issue #30), as the vote initiation takes them. */
export interface CampaignRef {
  ref?: string;
  src?: string;
}

const KEY = (candidateId: string) => `pageant.campaign.${candidateId}`;
const FIELD_MAX = 16;

const clean = (v: string | null) => (v ? v.trim().slice(0, FIELD_MAX) : '') || undefined;

/**
 * The ref and src to send with a vote for this contestant. Her share link lands on her vote page
 * with them; they are kept for the tab so a reload, a detour through the list or a failed payment's
 * 'Try again' still credits her link. Only her own page's address is read: a ref in another
 * contestant's address is hers, not this one's.
 */
export function campaignFor(candidateId: string, where: Pick<Location, 'pathname' | 'search'> = window.location): CampaignRef {
  const onHerPage = decodeURIComponent(where.pathname).replace(/\/+$/, '') === decodeURIComponent(votePagePath(candidateId));
  const query = new URLSearchParams(where.search);
  const ref = onHerPage ? clean(query.get('ref')) : undefined;
  try {
    if (ref) {
      const found: CampaignRef = { ref, src: clean(query.get('src')) };
      sessionStorage.setItem(KEY(candidateId), JSON.stringify(found));
      return found;
    }
    const raw = sessionStorage.getItem(KEY(candidateId));
    if (!raw) return {};
    const kept = JSON.parse(raw) as CampaignRef;
    return typeof kept.ref === 'string' ? { ref: clean(kept.ref), src: typeof kept.src === 'string' ? clean(kept.src) : undefined } : {};
  } catch {
    // Storage refused (private modes): the address alone still counts.
    return ref ? { ref, src: clean(query.get('src')) } : {};
  }
}
