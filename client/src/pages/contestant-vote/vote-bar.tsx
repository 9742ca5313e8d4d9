import { Heart } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { LiveCandidate } from '@/api/live-votes';
import { Button } from '@/components/button';
import { CandidatePhoto } from '@/components/voting/candidate-photo';
import { prefetchVoteModal } from '@/components/voting/lazy-vote-modal';

interface VoteBarProps {
  candidate: LiveCandidate;
  /** Her card's own Vote button is out of sight above: the bar takes its place. */
  shown: boolean;
  onVote: () => void;
}

/**
 * While the bar exists the page ends with room for it (padding under the footer, its own height), so
 * scrolled to the very end it covers nothing. Set once it mounts, not when it shows: nothing moves then.
 */
function useRoomAtTheEnd(bar: HTMLElement | null) {
  useEffect(() => {
    if (!bar) return;
    const body = document.body;
    const before = body.style.paddingBottom;
    const fit = () => {
      body.style.paddingBottom = `${bar.offsetHeight}px`;
    };
    fit();
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(fit);
    resized?.observe(bar);
    return () => {
      resized?.disconnect();
      body.style.paddingBottom = before;
    };
  }, [bar]);
}

/**
 * Her name and a Vote button, fixed to the bottom of the screen once the card's button has scrolled
 * away, so a fan reading her bio or the others is one tap from voting. Hidden, it is inert and out of
 * the accessibility tree.
 */
export function VoteBar({ candidate, shown, onVote }: VoteBarProps) {
  const [bar, setBar] = useState<HTMLDivElement | null>(null);
  useRoomAtTheEnd(bar);
  return (
    <div
      ref={setBar}
      data-testid="vote-bar"
      // Back to top steps aside while the bar is up (it would sit on the bar's right end on wide screens).
      data-holds-corner={shown ? '' : undefined}
      aria-hidden={shown ? undefined : true}
      inert={!shown}
      className={`fixed inset-x-0 bottom-0 z-30 border-t border-gold/30 bg-white/95 shadow-[0_-6px_20px_rgb(43_10_61/0.12)] backdrop-blur transition-[opacity,visibility] duration-200 motion-reduce:transition-none ${shown ? 'visible opacity-100' : 'invisible opacity-0'}`}
    >
      <div className="mx-auto flex max-w-[1200px] items-center gap-3 px-4 py-2.5 pb-[max(0.625rem,env(safe-area-inset-bottom))] sm:px-6">
        <CandidatePhoto
          name={candidate.name}
          imageUrl={candidate.imageUrl}
          size={96}
          sizes="40px"
          className="size-10 shrink-0 rounded-full ring-2 ring-gold/60"
        />
        <p className="min-w-0 flex-1 truncate font-display text-base font-bold text-plum sm:text-lg">{candidate.name}</p>
        <Button
          variant="gold"
          className="shrink-0"
          onClick={onVote}
          onPointerEnter={prefetchVoteModal}
          onPointerDown={prefetchVoteModal}
          onFocus={prefetchVoteModal}
        >
          <Heart className="size-4" aria-hidden="true" />
          {/* One flex item, so the button's icon gap does not open inside the words. */}
          <span>
            Vote<span className="max-sm:sr-only"> for {candidate.name.split(' ')[0]}</span>
          </span>
        </Button>
      </div>
    </div>
  );
}
