import { Heart } from 'lucide-react';
import { getMeCheers } from '@/api/me';
import { formatVotes } from '@/components/voting/format';
import { Panel, PanelError, Skeleton } from './panel';
import { useResource } from './use-resource';

export const NO_CHEERS = 'No cheers yet: share your link and ask supporters to add a message';

const when = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
});

/** Her supporters' messages, newest first, with the votes each came with. Never their e-mail or phone. */
export function CheersList({ tick }: { tick: number }) {
  const cheers = useResource(getMeCheers, String(tick));
  const list = cheers.data?.cheers ?? [];
  return (
    <Panel title="Cheers" id="me-cheers-title">
      {cheers.status === 'loading' && <Skeleton className="h-32 w-full" />}
      {cheers.status === 'error' && <PanelError what="your cheers" onRetry={cheers.retry} className="h-32" />}
      {cheers.status === 'ready' && list.length === 0 && (
        <p className="flex min-h-32 items-center justify-center gap-2 rounded-2xl bg-ivory px-4 text-center text-sm text-muted">
          <Heart className="size-4 shrink-0 text-rose" aria-hidden="true" />
          {NO_CHEERS}
        </p>
      )}
      {list.length > 0 && (
        <ul className="max-h-[28rem] space-y-3 overflow-y-auto pr-1" data-testid="me-cheers">
          {list.map((c) => (
            <li key={c.id} className="rounded-2xl bg-ivory p-4">
              <p className="text-ink [overflow-wrap:anywhere]">“{c.message}”</p>
              <p className="figures mt-2 flex flex-wrap justify-between gap-x-3 text-xs text-muted">
                <span>
                  <span className="font-semibold text-plum">{c.name}</span> · {formatVotes(c.votes)} {c.votes === 1 ? 'vote' : 'votes'}
                </span>
                <time dateTime={c.at}>{when.format(new Date(c.at))} IST</time>
              </p>
            </li>
          ))}
        </ul>
      )}
    </Panel>
  );
}
