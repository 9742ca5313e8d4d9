import { useEffect, useState } from 'react';
import { Wifi, WifiOff } from 'lucide-react';
import { SEASON } from '@pageant/common';
import { EyeOffIcon, FINALE_COPY } from '@/components/finale/hidden-count';
import { QrCode } from '@/components/finale/qr-code';
import { useCountdown } from '@/components/finale/use-countdown';
import { CandidatePhoto } from '@/components/voting/candidate-photo';
import { formatVotes } from '@/components/voting/format';
import { useEventView } from '@/stores/event-status';
import { leaders, totalVotes } from './live-board';
import { StageBoard } from './stage-board';
import { useLiveBoard } from './use-live-board';

/**
 * The stage display (issue #15) for the venue screens and streams: a 16:9 stage letterboxed in any
 * window, type sized in container units so it reads from the back of a hall, no login and only
 * what the public may see. Rendered in the browser only (outside the public layout, no SSR).
 */
export default function LivePage() {
  const { board, status, connected } = useLiveBoard();
  const { isActive, schedule, countsHidden } = useEventView();
  const countdown = useCountdown();
  const [voteUrl, setVoteUrl] = useState('');
  useEffect(() => setVoteUrl(`${window.location.origin}/contestants`), []);

  const final = !countsHidden && Boolean(schedule?.revealedAt);
  const top = leaders(board);
  const total = countsHidden ? null : totalVotes(board);
  const title = final ? FINALE_COPY.finalResults : countsHidden ? FINALE_COPY.countsHidden : 'Live votes';

  const countdownLabel =
    countdown.state?.kind === 'opens'
      ? 'Voting opens in'
      : countdown.state?.kind === 'closes'
        ? 'Voting closes in'
        : countdown.state?.kind === 'closed'
          ? 'Voting has closed'
          : isActive
            ? 'Voting is open'
            : 'Voting is closed';

  return (
    <main className="fixed inset-0 flex items-center justify-center bg-black">
      <div
        data-testid="stage"
        className="relative flex flex-col overflow-hidden bg-[radial-gradient(ellipse_at_top,var(--color-plum-soft),var(--color-plum-deep)_70%)] p-[2.4cqw] text-ivory [container-type:size]"
        style={{ width: 'min(100vw, calc(100dvh * 16 / 9))', height: 'min(100dvh, calc(100vw * 9 / 16))' }}
      >
        <header className="flex h-[14cqh] shrink-0 items-start justify-between gap-[2cqw]">
          <div className="min-w-0">
            <p className="text-[1.2cqw] font-semibold tracking-[0.3em] text-gold uppercase">
              Season <span className="figures">{SEASON}</span> · Grand finale · Mumbai
            </p>
            <h1 className="mt-[0.5cqh] font-display text-[3.6cqw] leading-none font-bold">{title}</h1>
          </div>
          <div className="shrink-0 text-right" data-testid="stage-total">
            <p className="text-[1.2cqw] font-semibold tracking-[0.3em] text-gold uppercase">Total votes</p>
            <p className="figures mt-[0.5cqh] text-[3.6cqw] leading-none font-bold">
              {total === null ? <span className="text-[2cqw] text-ivory/70">{FINALE_COPY.countsHidden}</span> : formatVotes(total)}
            </p>
          </div>
        </header>

        <div className="grid min-h-0 flex-1 grid-cols-[1fr_24cqw] gap-[2.4cqw]">
          <section aria-label="Leaderboard" className="min-h-0">
            {countsHidden ? (
              <div
                data-testid="stage-hidden"
                className="flex h-full flex-col items-center justify-center rounded-[1.5cqw] bg-plum/60 px-[4cqw] text-center ring-1 ring-gold/30"
              >
                <EyeOffIcon className="size-[5cqw] text-gold" />
                <p className="mt-[2cqh] font-display text-[3.2cqw] leading-tight font-bold">{FINALE_COPY.hiddenTitle}</p>
                <p className="mt-[1.5cqh] max-w-[50cqw] text-[1.5cqw] text-ivory/80">{FINALE_COPY.hiddenBody}</p>
                {board.size > 0 && (
                  <div className="mt-[4cqh] flex flex-col items-center gap-[1.5cqh]">
                    {/* Who is in the race, in name order: it says nothing about who leads. */}
                    <ul aria-label="Contestants in the race" className="flex -space-x-[0.8cqw]">
                      {top.map((c) => (
                        <li key={c._id}>
                          <CandidatePhoto
                            name={c.name}
                            imageUrl={c.imageUrl}
                            size={96}
                            sizes="4cqw"
                            className="size-[4cqw] rounded-full ring-[0.2cqw] ring-plum-deep"
                          />
                        </li>
                      ))}
                    </ul>
                    <p className="text-[1.3cqw] font-semibold tracking-[0.15em] text-gold uppercase">
                      <span className="figures">{board.size}</span> contestants in the race
                    </p>
                  </div>
                )}
              </div>
            ) : status === 'loading' ? (
              <p className="flex h-full items-center justify-center text-[2cqw] text-ivory/70">Loading the live board…</p>
            ) : status === 'error' && top.length === 0 ? (
              <p className="flex h-full items-center justify-center text-[2cqw] text-ivory/70">Waiting for the results server… retrying.</p>
            ) : top.length === 0 ? (
              <p className="flex h-full items-center justify-center text-[2cqw] text-ivory/70">The contestants will appear here.</p>
            ) : (
              <StageBoard top={top} />
            )}
          </section>

          <aside className="flex min-h-0 flex-col gap-[2cqw]">
            <div data-testid="stage-countdown" className="rounded-[1.5cqw] bg-plum/70 p-[1.6cqw] text-center ring-1 ring-gold/30">
              {countdown.left ? (
                <>
                  <p className="text-[1.3cqw] font-semibold tracking-[0.15em] text-gold uppercase">{countdownLabel}</p>
                  <p className="figures mt-[1cqh] text-[3cqw] leading-none font-bold">{countdown.left}</p>
                </>
              ) : (
                <p className="py-[1cqh] font-display text-[2.4cqw] leading-tight font-bold text-gold-light">{countdownLabel}</p>
              )}
            </div>
            <div className="flex min-h-0 flex-1 flex-col items-center justify-center rounded-[1.5cqw] bg-ivory p-[1.4cqw] text-plum">
              <p className="font-display text-[2cqw] leading-tight font-bold">Scan to vote</p>
              {voteUrl && (
                <QrCode value={voteUrl} label={`QR code: ${voteUrl}`} className="mt-[1cqh] aspect-square min-h-0 w-full flex-1" />
              )}
              <p className="mt-[1cqh] max-w-full truncate text-[1.1cqw] font-semibold">{voteUrl.replace(/^https?:\/\//, '')}</p>
            </div>
          </aside>
        </div>

        <p
          className={`absolute bottom-[1cqh] left-[2.4cqw] flex items-center gap-[0.5cqw] text-[0.9cqw] ${connected ? 'text-ivory/50' : 'text-rose-light'}`}
          role="status"
        >
          {connected ? <Wifi className="size-[1cqw]" aria-hidden="true" /> : <WifiOff className="size-[1cqw]" aria-hidden="true" />}
          {connected ? 'Live' : 'Reconnecting…'}
        </p>
      </div>
    </main>
  );
}
