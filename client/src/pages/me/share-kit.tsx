import { Copy, Download } from 'lucide-react';
// Her Hindi messages: a phone has a Devanagari face, a desktop may not. Only this chunk loads it, and
// the browser fetches the file only when Devanagari text is on screen (the face's unicode-range).
import '@fontsource/noto-sans-devanagari/devanagari-400.css';
import type { KitMessage } from '@pageant/common/content/cockpit';
import { getMeKit } from '@/api/me';
import { Panel, PanelError, Skeleton } from './panel';
import { copyText } from './share-row';
import { useResource } from './use-resource';

const CHANNEL = { whatsapp: 'WhatsApp', instagram: 'Instagram' } as const;
const LANG = { en: 'English', hi: 'हिन्दी' } as const;
const DEVANAGARI_AFTER_INTER = "'Inter', 'Inter Fallback', 'Noto Sans Devanagari', ui-sans-serif, system-ui, sans-serif";
const FORMAT = { 'image/png': 'PNG', 'image/jpeg': 'JPEG', 'application/pdf': 'PDF' } as const;

export const MESSAGE_COPIED = 'Message copied: paste it where you share.';

const messageTitle = (m: KitMessage) => `${CHANNEL[m.channel]} · ${LANG[m.lang]}`;

/** Ready-made images to download and messages to copy, each carrying her vote link. */
export function ShareKit() {
  const kit = useResource(getMeKit);
  return (
    <Panel title="Your share kit" id="me-kit-title">
      {kit.status === 'loading' && <Skeleton className="h-64 w-full" />}
      {kit.status === 'error' && <PanelError what="your share kit" onRetry={kit.retry} className="h-64" />}
      {kit.status === 'ready' && (
        <div className="space-y-6">
          <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-1" aria-label="Images to download">
            {kit.data.items.map((item) => (
              <li key={item.kind}>
                <a
                  href={item.url}
                  download
                  className="flex min-h-14 items-center gap-3 rounded-2xl border border-lilac bg-white px-4 py-2 text-sm text-plum transition-colors hover:border-plum hover:bg-ivory focus-visible:outline-2 focus-visible:outline-gold"
                >
                  <Download className="size-4 shrink-0 text-gold-deep" aria-hidden="true" />
                  <span className="min-w-0">
                    <span className="block font-semibold">{item.label}</span>
                    <span className="figures block text-xs text-muted">
                      {item.width} × {item.height} · {FORMAT[item.contentType]}
                    </span>
                  </span>
                </a>
              </li>
            ))}
          </ul>
          {kit.data.messages.length > 0 && (
            <ul className="space-y-3" aria-label="Messages to copy" style={{ fontFamily: DEVANAGARI_AFTER_INTER }}>
              {kit.data.messages.map((m) => (
                <li key={`${m.channel}-${m.lang}`} className="rounded-2xl bg-ivory p-4">
                  <div className="flex items-center justify-between gap-2">
                    <p className="text-xs font-semibold tracking-wider text-plum uppercase">{messageTitle(m)}</p>
                    <button
                      type="button"
                      aria-label={`Copy the ${messageTitle(m)} message`}
                      onClick={() => void copyText(m.text, MESSAGE_COPIED)}
                      className="inline-flex min-h-11 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-plum hover:bg-lilac/40 focus-visible:outline-2 focus-visible:outline-gold"
                    >
                      <Copy className="size-4" aria-hidden="true" />
                      Copy
                    </button>
                  </div>
                  <p lang={m.lang} className="mt-1 text-sm whitespace-pre-line text-ink [overflow-wrap:anywhere]">
                    {m.text}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </Panel>
  );
}
