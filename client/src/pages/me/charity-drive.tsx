import { HeartHandshake } from 'lucide-react';
import { CSR_DRIVE_PATH } from '@pageant/common/content/csr-drive-path';
import { getMeFundraising } from '@/api/me';
import { ButtonLink } from '@/components/button';
import { DriveProgress, DriveProgressSkeleton } from '@/components/fundraising/drive-progress';
import { Panel, PanelError } from './panel';
import { useResource } from './use-resource';

/**
 * Her charity drive (issue #33) in her cockpit: the same progress her fans see on her vote page, the
 * first names of donors who chose to be shown to her, and the page to send them to. Gifts to it count
 * for 30 finale marks, so it sits beside her votes.
 */
export function CharityDrive({ candidateId, tick }: { candidateId: string; tick: number }) {
  const drive = useResource(getMeFundraising, String(tick));
  const progress = drive.data?.fundraising ?? null;
  const names = progress?.donorNames ?? [];
  return (
    <Panel title="Your charity drive" id="me-drive-title">
      <p className="-mt-2 mb-4 text-sm text-muted">Gifts to your drive count towards 30 of your finale marks.</p>
      <div className="min-h-[6.75rem]" aria-live="polite">
        {drive.status === 'loading' && <DriveProgressSkeleton />}
        {drive.status === 'error' && <PanelError what="your charity drive" onRetry={drive.retry} className="h-[6.75rem]" />}
        {progress && <DriveProgress progress={progress} label="Your charity drive" whose="your" />}
      </div>
      {names.length > 0 && (
        <p className="mt-4 text-sm text-ink" data-testid="me-drive-donors">
          <HeartHandshake className="mr-1.5 inline size-4 align-[-2px] text-gold-deep" aria-hidden="true" />
          Thank you to {names.join(', ')}
        </p>
      )}
      <ButtonLink to={`${CSR_DRIVE_PATH}?for=${encodeURIComponent(candidateId)}`} variant="outline-dark" className="mt-5 w-full sm:w-auto">
        Open your drive’s donation page
      </ButtonLink>
    </Panel>
  );
}
