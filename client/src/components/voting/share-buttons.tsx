import { Link2 } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { notify } from '@/app/notify';
import { MSG } from '@pageant/common';
import { shareText } from '@pageant/common/content/voting-rules';
import { BrandIcon } from '@/components/brand-icon';
import { votePageUrl } from './format';

export async function copyVoteLink(id: string): Promise<void> {
  try {
    if (!navigator.clipboard) throw new Error('Clipboard unavailable');
    await navigator.clipboard.writeText(votePageUrl(id));
    notify.success(MSG.linkCopied);
  } catch (err) {
    console.error('Copy link failed', err);
    notify.error(MSG.linkCopyFailed);
  }
}

const staysPut = () => () => {};

/**
 * The page's origin in the browser. The server cannot know the address the visitor used, so it (and
 * hydration, which must match it) shares the path alone; React swaps in the full link straight after.
 */
const useOrigin = () =>
  useSyncExternalStore(
    staysPut,
    () => window.location.origin,
    () => '',
  );

interface ShareButtonsProps {
  candidate: { _id: string; name: string };
  /** Icon-only (cards) or with words (the single page). */
  compact?: boolean;
}

/** WhatsApp, Facebook and copy link for one contestant's vote page (SPEC §2). */
export function ShareButtons({ candidate, compact = false }: ShareButtonsProps) {
  const url = votePageUrl(candidate._id, useOrigin());
  const text = shareText(candidate.name, url);
  const item = compact
    ? 'inline-flex size-8 sm:size-9 items-center justify-center rounded-full border border-lilac bg-white text-plum transition-colors hover:border-plum hover:bg-plum hover:text-ivory'
    : 'inline-flex min-h-10 items-center gap-2 rounded-full border border-lilac bg-white px-4 text-sm font-semibold text-plum transition-colors hover:border-plum hover:bg-plum hover:text-ivory';
  const word = (w: string) => (compact ? null : <span>{w}</span>);
  return (
    <ul aria-label={`Share ${candidate.name}`} className={`flex flex-wrap items-center gap-2 ${compact ? 'justify-center' : ''}`}>
      <li>
        <a
          href={`https://wa.me/?text=${encodeURIComponent(text)}`}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Share ${candidate.name} on WhatsApp (opens in a new tab)`}
          className={item}
        >
          <BrandIcon brand="whatsapp" className="size-4" />
          {word('WhatsApp')}
        </a>
      </li>
      <li>
        <a
          href={`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}&quote=${encodeURIComponent(text)}`}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`Share ${candidate.name} on Facebook (opens in a new tab)`}
          className={item}
        >
          <BrandIcon brand="facebook" className="size-4" />
          {word('Facebook')}
        </a>
      </li>
      <li>
        <button
          type="button"
          onClick={() => void copyVoteLink(candidate._id)}
          aria-label={`Copy link to ${candidate.name}'s vote page`}
          className={item}
        >
          <Link2 className="size-4" aria-hidden="true" />
          {word('Copy link')}
        </button>
      </li>
    </ul>
  );
}
