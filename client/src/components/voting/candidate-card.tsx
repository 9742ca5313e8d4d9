import { motion } from 'framer-motion';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { CandidateDto } from '@pageant/common/content/voting';
import { Button } from '@/components/button';
import { CandidatePhoto } from './candidate-photo';
import { votePagePath } from './format';
import { ShareButtons } from './share-buttons';
import { VoteCount } from './vote-count';

interface CandidateCardProps {
  candidate: CandidateDto;
  onVote: (candidate: CandidateDto) => void;
  /** The first row is above the fold: its photos load at once. */
  eager?: boolean;
}

/** One contestant in the grid: photo, name, live count, Vote and share. */
export function CandidateCard({ candidate, onVote, eager = false }: CandidateCardProps) {
  const headingId = useId();
  const href = votePagePath(candidate._id);
  return (
    <motion.article
      aria-labelledby={headingId}
      initial={{ opacity: 0, y: 12 }}
      animate={{ opacity: 1, y: 0 }}
      transition={{ duration: 0.25 }}
      className="group flex h-full flex-col overflow-hidden rounded-3xl bg-white shadow-card ring-1 ring-gold/15"
    >
      <Link to={href} tabIndex={-1} aria-hidden="true" className="block overflow-hidden">
        <CandidatePhoto
          name={candidate.name}
          imageUrl={candidate.imageUrl}
          size={400}
          eager={eager}
          className="aspect-square w-full transition-transform duration-300 group-hover:scale-105 motion-reduce:transition-none"
        />
      </Link>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <h3 id={headingId} className="text-lg font-bold leading-snug text-plum">
          <Link to={href} className="hover:text-rose focus-visible:text-rose">
            {candidate.name}
          </Link>
        </h3>
        <p className="text-sm text-muted">
          <VoteCount value={candidate.voteCount} className="font-display text-xl font-bold text-gold-deep" />{' '}
          {candidate.voteCount === 1 ? 'vote' : 'votes'}
        </p>
        <div className="mt-auto flex flex-wrap items-center justify-between gap-2">
          <Button variant="rose" size="sm" onClick={() => onVote(candidate)} aria-label={`Vote for ${candidate.name}`}>
            Vote
          </Button>
          <ShareButtons candidate={candidate} compact />
        </div>
      </div>
    </motion.article>
  );
}

/**
 * Placeholder with the card's exact box (the photo square, then one line per row of the card's body at
 * the card's own type sizes), so a card taking its place moves nothing (issue #14, CLS). `pending`
 * pulses for a page being fetched now; otherwise it only holds the slot of a contestant still to come.
 */
export function CandidateCardSkeleton({ pending = true }: { pending?: boolean }) {
  const bar = `rounded bg-lilac/60 ${pending ? 'animate-pulse motion-reduce:animate-none' : ''}`;
  return (
    <div
      aria-hidden="true"
      data-testid={pending ? 'candidate-skeleton' : 'candidate-placeholder'}
      className="flex h-full flex-col overflow-hidden rounded-3xl bg-white shadow-card ring-1 ring-gold/10"
    >
      <div className={`aspect-square w-full rounded-none ${bar}`} />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="text-lg leading-snug">
          <div className={`h-[1lh] w-3/4 ${bar}`} />
        </div>
        <div className={`h-7 w-1/3 ${bar}`} />
        <div className="mt-auto flex justify-between gap-2">
          <div className={`h-9 w-20 rounded-full ${bar}`} />
          <div className={`h-9 w-28 rounded-full ${bar} opacity-70`} />
        </div>
      </div>
    </div>
  );
}
