import { Link2, QrCode as QrIcon } from 'lucide-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { MSG } from '@pageant/common';
import type { MeShareLinks } from '@pageant/common/content/cockpit';
import { BrandIcon } from '@/components/brand-icon';
import { Modal } from '@/components/modal';
import { notify } from '@/lib/notify';

const QrCode = lazy(() => import('@/components/finale/qr-code').then((m) => ({ default: m.QrCode })));

export const INSTAGRAM_COPIED = 'Link copied: paste it into your Instagram story or bio.';

export async function copyText(text: string, done: string): Promise<void> {
  try {
    if (!navigator.clipboard) throw new Error('Clipboard unavailable');
    await navigator.clipboard.writeText(text);
    notify.success(done);
  } catch (err) {
    console.error('Copy failed', err);
    notify.error(MSG.linkCopyFailed);
  }
}

function XLogo({ className }: { className: string }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" className={className} fill="currentColor">
      <path d="M18.9 2H22l-6.8 7.8L23 22h-6.2l-4.9-6.4L6.3 22H3.2l7.3-8.3L1 2h6.3l4.4 5.9L18.9 2Zm-1.1 18.1h1.7L6.3 3.8H4.5l13.3 16.3Z" />
    </svg>
  );
}

const item =
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-full border border-lilac bg-white px-4 text-sm font-semibold text-plum transition-colors hover:border-plum hover:bg-plum hover:text-ivory focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold';

function ShareLink({ href, label, children }: { href: string; label: string; children: ReactNode }) {
  return (
    <li>
      <a href={href} target="_blank" rel="noopener noreferrer" aria-label={`${label} (opens in a new tab)`} className={item}>
        {children}
      </a>
    </li>
  );
}

/** Her share buttons: each carries her ref and its own src, so the cockpit can tell where votes came from. */
export function ShareRow({ share, name }: { share: MeShareLinks; name: string }) {
  const [qrOpen, setQrOpen] = useState(false);
  return (
    <>
      <ul aria-label="Share your vote link" className="flex flex-wrap gap-2">
        <ShareLink href={share.whatsapp} label="Share on WhatsApp">
          <BrandIcon brand="whatsapp" className="size-4" />
          WhatsApp
        </ShareLink>
        <li>
          <button type="button" className={item} onClick={() => void copyText(share.instagram, INSTAGRAM_COPIED)}>
            <BrandIcon brand="instagram" className="size-4" />
            Instagram
          </button>
        </li>
        <ShareLink href={share.facebook} label="Share on Facebook">
          <BrandIcon brand="facebook" className="size-4" />
          Facebook
        </ShareLink>
        <ShareLink href={share.x} label="Share on X">
          <XLogo className="size-3.5" />X
        </ShareLink>
        <li>
          <button type="button" className={item} onClick={() => void copyText(share.copy, MSG.linkCopied)}>
            <Link2 className="size-4" aria-hidden="true" />
            Copy link
          </button>
        </li>
        <li>
          <button type="button" className={item} onClick={() => setQrOpen(true)}>
            <QrIcon className="size-4" aria-hidden="true" />
            QR code
          </button>
        </li>
      </ul>
      <Modal open={qrOpen} onClose={() => setQrOpen(false)} title="Your QR code" size="max-w-sm">
        <div className="mx-auto aspect-square w-full max-w-64">
          <Suspense fallback={<div className="size-full animate-pulse rounded-xl bg-lilac/50" />}>
            <QrCode value={share.qr} label={`QR code to ${name}'s vote page`} className="size-full rounded-xl" />
          </Suspense>
        </div>
        <p className="mt-4 text-center text-sm text-muted">Supporters scan it with their phone camera and land on your vote page.</p>
      </Modal>
    </>
  );
}
