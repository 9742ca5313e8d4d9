import { Ban, ExternalLink, Megaphone, Star } from 'lucide-react';
import { STAGE_MOVES } from '@pageant/common/content/pipeline';
import type { AdminRegistration } from '@/api/admin-registrations';
import { InlineSpinner } from '@/components/spinner';
import { votePagePath } from '@/components/voting/format';
import { StageChip } from './stage-chip';

export interface PipelineHandlers {
  onShortlist: () => void;
  onDecline: () => void;
  onPublish: () => void;
}

const button =
  'inline-flex min-h-11 items-center gap-2 rounded-md px-4 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 disabled:opacity-60';
const TONES = {
  primary: `${button} bg-plum text-ivory hover:bg-plum-soft focus-visible:outline-plum`,
  plain: `${button} border border-neutral-300 bg-white text-neutral-800 hover:bg-neutral-100 focus-visible:outline-plum`,
  danger: `${button} border border-red-200 bg-white text-red-700 hover:bg-red-50 focus-visible:outline-red-600`,
};

interface PipelinePanelProps extends PipelineHandlers {
  registration: AdminRegistration;
  /** A shortlist is on its way: its button spins, the others wait. */
  shortlisting: boolean;
}

/** Her stage, why she was declined, her vote page once she is on it, and only the moves the pipeline allows from here. */
export function PipelinePanel({ registration: r, shortlisting, onShortlist, onDecline, onPublish }: PipelinePanelProps) {
  const moves = r.stage ? STAGE_MOVES[r.stage] : [];
  const canPublish = r.stage === 'shortlisted';
  return (
    <section aria-label="Pipeline" className="space-y-3 rounded-lg border border-neutral-200 bg-white p-4">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="text-sm font-semibold text-neutral-700">Stage</h3>
        <StageChip stage={r.stage} />
      </div>
      {r.stage === 'declined' && r.reviewReason && (
        <p className="text-sm text-neutral-700">
          <span className="font-medium">Reason: </span>
          <span className="whitespace-pre-line">{r.reviewReason}</span>
        </p>
      )}
      {r.stage === 'paid' && <p className="text-sm text-neutral-600">She has paid; her details and photos are not in yet.</p>}
      {r.candidateId && (
        <a
          href={votePagePath(r.candidateId)}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex items-center gap-1.5 text-sm font-medium text-plum underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-plum"
        >
          <ExternalLink className="size-4" aria-hidden="true" />
          Her vote page
        </a>
      )}
      {(moves.length > 0 || canPublish) && (
        <div className="flex flex-wrap gap-2">
          {canPublish && (
            <button type="button" className={TONES.primary} onClick={onPublish} disabled={shortlisting}>
              <Megaphone className="size-4" aria-hidden="true" />
              Put on the voting page
            </button>
          )}
          {moves.includes('shortlisted') && (
            <button
              type="button"
              className={TONES.plain}
              onClick={onShortlist}
              disabled={shortlisting}
              aria-busy={shortlisting || undefined}
            >
              {shortlisting ? <InlineSpinner /> : <Star className="size-4" aria-hidden="true" />}
              Shortlist
            </button>
          )}
          {moves.includes('declined') && (
            <button type="button" className={TONES.danger} onClick={onDecline} disabled={shortlisting}>
              <Ban className="size-4" aria-hidden="true" />
              Decline
            </button>
          )}
        </div>
      )}
    </section>
  );
}
