import { HeartHandshake } from 'lucide-react';
import { CSR_DRIVE_PATH } from '@pageant/common/content/csr-drive';
import { ButtonLink } from '@/components/button';
import { DriveProgress, DriveProgressSkeleton } from '@/components/fundraising/drive-progress';
import { useDriveProgress } from '@/components/fundraising/use-drive-progress';

/** The donation page for her drive: the banner and the gift name her. */
export const drivePath = (candidateId: string) => `${CSR_DRIVE_PATH}?for=${encodeURIComponent(candidateId)}`;

/**
 * Her charity drive (issue #33): mandatory for every contestant and worth 30 finale marks, so her fans
 * see how far it has come and can give to it. Its box keeps one height while loading, loaded or failed.
 */
export function CharityDriveBlock({ candidateId, firstName }: { candidateId: string; firstName: string }) {
  const drive = useDriveProgress(candidateId);
  return (
    <section
      aria-labelledby="charity-drive-heading"
      className="mx-auto mt-8 grid max-w-5xl gap-5 rounded-3xl bg-white p-5 shadow-card ring-1 ring-gold/20 sm:p-6 md:grid-cols-[minmax(0,1fr)_auto] md:items-end md:gap-8"
    >
      <div className="min-w-0">
        <h2 id="charity-drive-heading" className="flex items-center gap-2 text-xl font-bold text-plum sm:text-2xl">
          <HeartHandshake className="size-6 shrink-0 text-gold-deep" aria-hidden="true" />
          Her charity drive
        </h2>
        <p className="mt-1 text-sm text-muted">
          Every contestant raises funds for our meal drives; gifts to {firstName}’s drive count towards her finale marks.
        </p>
        <div className="mt-4 min-h-[6.75rem]" aria-live="polite">
          {drive.status === 'ready' && <DriveProgress progress={drive.progress} label={`${firstName}’s charity drive`} />}
          {drive.status === 'loading' && <DriveProgressSkeleton />}
          {drive.status === 'unavailable' && (
            <p className="pt-3 text-sm text-muted">Her figures could not be loaded just now; gifts to her drive still count.</p>
          )}
        </div>
      </div>
      <ButtonLink to={drivePath(candidateId)} variant="plum" size="lg" className="w-full md:w-auto">
        Support her charity drive
      </ButtonLink>
    </section>
  );
}
