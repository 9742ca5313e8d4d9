import type { VoteSource } from '@pageant/common/content/cockpit';
import { getMeSources } from '@/api/me';
import { formatVotes } from '@/components/voting/format';
import { Panel, PanelError, Skeleton } from './panel';
import { useResource } from './use-resource';

export const SOURCE_WORDS: Record<VoteSource, string> = {
  whatsapp: 'WhatsApp',
  instagram: 'Instagram',
  facebook: 'Facebook',
  x: 'X',
  qr: 'QR code',
  copy: 'Copied link',
  direct: 'Direct visits',
};

/** Where her votes came from: one bar per source, all seven always listed so the rows never jump. */
export function SourcesList({ tick }: { tick: number }) {
  const sources = useResource(getMeSources, String(tick));
  const rows = sources.data?.sources ?? [];
  const top = Math.max(1, ...rows.map((r) => r.votes));
  return (
    <Panel title="Where your votes come from" id="me-sources-title">
      {sources.status === 'loading' && <Skeleton className="h-[19rem] w-full" />}
      {sources.status === 'error' && <PanelError what="your sources" onRetry={sources.retry} className="h-[19rem]" />}
      {sources.status === 'ready' && (
        <ul className="space-y-3" data-testid="me-sources">
          {rows.map((row) => (
            <li key={row.src} data-src={row.src} className="text-sm">
              <div className="flex items-baseline justify-between gap-3">
                <span className="font-semibold text-plum">{SOURCE_WORDS[row.src] ?? row.src}</span>
                <span className="figures text-muted">
                  <span className="font-semibold text-ink">{formatVotes(row.votes)}</span> {row.votes === 1 ? 'vote' : 'votes'} ·{' '}
                  {formatVotes(row.payments)} {row.payments === 1 ? 'payment' : 'payments'}
                </span>
              </div>
              <div className="mt-1 h-2.5 overflow-hidden rounded-full bg-lilac/40" aria-hidden="true">
                <div
                  className="h-full rounded-full bg-[linear-gradient(90deg,var(--color-gold),var(--color-rose))]"
                  style={{ width: `${(Math.max(0, row.votes) / top) * 100}%` }}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
