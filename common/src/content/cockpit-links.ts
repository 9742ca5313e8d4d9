import { shareText } from './voting-rules';
import type { MeShareLinks, ShareSource } from './cockpit';

/**
 * Her share links (issue #30): each carries her ref code and the channel it was handed out on, so a
 * vote through it is credited to that channel (cockpit.ts voteSource). The messages follow the public
 * share buttons' (voting-rules.ts shareText), so her links read like everyone else's.
 */
export function voteLink(publicUrl: string, candidateId: string, refCode: string, src: ShareSource): string {
  const query = new URLSearchParams({ ref: refCode, src }).toString();
  return `${publicUrl}/contestants/vote/${encodeURIComponent(candidateId)}?${query}`;
}

export function cockpitLinks(
  publicUrl: string,
  candidate: { id: string; name: string; refCode: string },
): { vote: string; share: MeShareLinks } {
  const link = (src: ShareSource) => voteLink(publicUrl, candidate.id, candidate.refCode, src);
  const enc = encodeURIComponent;
  const facebook = link('facebook');
  const x = link('x');
  return {
    vote: link('copy'),
    share: {
      whatsapp: `https://wa.me/?text=${enc(shareText(candidate.name, link('whatsapp')))}`,
      facebook: `https://www.facebook.com/sharer/sharer.php?u=${enc(facebook)}&quote=${enc(shareText(candidate.name, facebook))}`,
      // X appends the url itself: the text is the same message without it.
      x: `https://x.com/intent/post?text=${enc(shareText(candidate.name, '').trim())}&url=${enc(x)}`,
      // Instagram has no share address: the page copies this link for her bio or story.
      instagram: link('instagram'),
      qr: link('qr'),
      copy: link('copy'),
    },
  };
}
