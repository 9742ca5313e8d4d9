import { useSyncExternalStore } from 'react';
import { notify } from '@/lib/notify';
import { MSG } from '@pageant/common';
import { shareText } from '@pageant/common/content/voting-rules';
import { SSR_PUBLIC_ORIGIN } from '@pageant/common/page-boot';
import { MaskIcon } from '@/components/mask-icon';
import { useSsrData } from '@/ssr/ssr-data';
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
 * The address a shared link points at. A server-rendered page carries the site's public address
 * (PUBLIC_URL) in its data, so the link is whole in the first HTML (a crawler or a tap before the
 * scripts gets the real page) and hydration, reading the same data, writes the same link. A page the
 * browser rendered alone shares the address it was reached on.
 */
const useOrigin = () => {
  const publicOrigin = useSsrData<string>(SSR_PUBLIC_ORIGIN);
  return useSyncExternalStore(
    staysPut,
    () => publicOrigin ?? window.location.origin,
    () => publicOrigin ?? '',
  );
};

interface ShareButtonsProps {
  candidate: { _id: string; name: string };
  /** Icon-only (cards) or with words (the single page). */
  compact?: boolean;
}

/** The networks a vote page is shared to, each with its own share address. */
const shareTargets = (url: string, text: string): { brand: 'whatsapp' | 'facebook'; name: string; href: string }[] => [
  { brand: 'whatsapp', name: 'WhatsApp', href: `https://wa.me/?text=${encodeURIComponent(text)}` },
  {
    brand: 'facebook',
    name: 'Facebook',
    href: `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}&quote=${encodeURIComponent(text)}`,
  },
];

/** WhatsApp, Facebook and copy link for one contestant's vote page (SPEC §2). */
export function ShareButtons({ candidate, compact = false }: ShareButtonsProps) {
  const url = votePageUrl(candidate._id, useOrigin());
  const text = shareText(candidate.name, url);
  // 44 px targets at every width (BRAND: controls are 44 px), icon-only or with words.
  const item = compact
    ? 'inline-flex size-11 items-center justify-center rounded-full border border-lilac bg-white text-plum transition-colors hover:border-plum hover:bg-plum hover:text-ivory'
    : 'inline-flex min-h-11 items-center gap-2 rounded-full border border-lilac bg-white px-4 text-sm font-semibold text-plum transition-colors hover:border-plum hover:bg-plum hover:text-ivory';
  const word = (w: string) => (compact ? null : <span>{w}</span>);
  return (
    // On a card the three 44 px buttons share the row evenly with no fixed gap, so they stay on one line down to a 360 px phone.
    <ul aria-label={`Share ${candidate.name}`} className={`flex flex-wrap items-center ${compact ? 'justify-evenly gap-y-2' : 'gap-2'}`}>
      {shareTargets(url, text).map(({ brand, name, href }) => (
        <li key={brand}>
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Share ${candidate.name} on ${name} (opens in a new tab)`}
            className={item}
          >
            <MaskIcon name={brand} className="size-4" />
            {word(name)}
          </a>
        </li>
      ))}
      <li>
        <button
          type="button"
          onClick={() => void copyVoteLink(candidate._id)}
          aria-label={`Copy link to ${candidate.name}'s vote page`}
          className={item}
        >
          <MaskIcon name="link-2" className="size-4" />
          {word('Copy link')}
        </button>
      </li>
    </ul>
  );
}
