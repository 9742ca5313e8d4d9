import { CSR_MSG } from '@pageant/common/content/csr-drive';
import type { LiveCandidate } from '@/api/live-votes';
import { CandidatePhoto } from '@/components/voting/candidate-photo';
import { DriveProgress, DriveProgressSkeleton } from '@/components/fundraising/drive-progress';
import { useDriveProgress } from '@/components/fundraising/use-drive-progress';

const frame = 'rounded-3xl bg-plum p-5 text-ivory shadow-card ring-1 ring-gold/30 sm:p-6';
const identity = 'flex min-h-[5rem] items-center gap-4';
const photo = 'h-20 w-16 shrink-0 overflow-hidden rounded-xl ring-2 ring-gold/60';
// The progress sits on ivory inside the plum band, so its figures keep their contrast.
const figures = 'mt-4 min-h-[6.75rem] rounded-2xl bg-ivory p-3 text-ink sm:p-4';

/** Above the box when the gift is for her: whose drive it supports, her face, and how far it has come. */
export function DriveBanner({ candidate }: { candidate: LiveCandidate }) {
  const drive = useDriveProgress(candidate._id);
  return (
    <section aria-labelledby="drive-banner-heading" className={frame} data-testid="drive-banner">
      <div className={identity}>
        <div className={photo}>
          <CandidatePhoto name={candidate.name} imageUrl={candidate.imageUrl} size={96} sizes="64px" eager portrait className="size-full" />
        </div>
        <div className="min-w-0">
          <p className="text-xs font-semibold tracking-[0.2em] text-gold-light uppercase">Her charity drive</p>
          <h2 id="drive-banner-heading" className="mt-1 text-xl leading-snug font-bold text-ivory sm:text-2xl">
            {CSR_MSG.supportingDrive(candidate.name)}
          </h2>
        </div>
      </div>
      <div className={figures}>
        {drive.status === 'ready' ? (
          <DriveProgress progress={drive.progress} label={`${candidate.name}’s charity drive`} />
        ) : drive.status === 'loading' ? (
          <DriveProgressSkeleton />
        ) : (
          <p className="text-sm text-muted">Her figures could not be loaded just now; your gift still counts towards her drive.</p>
        )}
      </div>
    </section>
  );
}

/** The banner's space while her name is on its way, so the box below does not jump when it arrives. */
export function DriveBannerSkeleton() {
  const pulse = 'animate-pulse rounded bg-ivory/20 motion-reduce:animate-none';
  return (
    <div className={frame} aria-hidden="true">
      <div className={identity}>
        <div className={`${photo} ${pulse}`} />
        <div className="flex-1 space-y-2">
          <div className={`h-3 w-28 ${pulse}`} />
          <div className={`h-7 w-3/4 ${pulse}`} />
        </div>
      </div>
      <div className={figures}>
        <DriveProgressSkeleton />
      </div>
    </div>
  );
}
