import { useState } from 'react';
import { DatabaseBackup } from 'lucide-react';
import { BACKUP_MSG, type BackupsOverview } from '@pageant/common/content/backups';
import { errorMessage } from '@/api/http';
import { InlineSpinner } from '@/components/spinner';
import { ResourceStatus } from '@/admin/shared/resource-status';
import { useAdminResource } from '@/admin/shared/use-admin-resource';
import { NoticeLine } from '@/admin/shared/notice-line';
import { useNotice } from '@/admin/shared/use-notice';
import { BackupList, LocationChips } from './backup-list';
import { formatSize, inIst, intervalText } from './backup-format';
import { getBackups, takeBackupNow } from './backups-api';

const EMPTY: BackupsOverview = { last: null, backups: [], schedule: { intervalHours: 0, keep: 0, s3: false } };

function scheduleText({ intervalHours, keep, s3 }: BackupsOverview['schedule']): string {
  if (intervalHours <= 0) return `No scheduled backups on this server. The newest ${keep} files are kept.`;
  return `Taken ${intervalText(intervalHours)}; the newest ${keep} files are kept${s3 ? ', each also copied to S3' : ''}.`;
}

/** Backups (issue #31): the last one, the files on this server, and one more now. */
export default function BackupsPage() {
  const { data, loading, error, reload } = useAdminResource(getBackups, BACKUP_MSG.loadFailed, {
    initial: EMPTY,
    logMessage: 'Failed to load backups',
  });
  const [taking, setTaking] = useState(false);
  const { notice, announceSuccess, announceError } = useNotice();

  async function backUpNow() {
    setTaking(true);
    try {
      await takeBackupNow();
      announceSuccess(BACKUP_MSG.taken);
      await reload({ quiet: true });
    } catch (err) {
      announceError(errorMessage(err, BACKUP_MSG.failed));
    } finally {
      setTaking(false);
    }
  }

  const { last } = data;
  return (
    <section className="space-y-5">
      <div className="max-w-2xl space-y-1">
        <h1 className="text-xl font-semibold text-neutral-900">Backups</h1>
        <p className="text-sm text-neutral-600">
          One file holds everything: registrations and their photos, payments and votes, donations, refunds, the audit log and all content.
          Keep a copy off this machine.
        </p>
      </div>

      <div className="space-y-4 rounded-lg border border-neutral-200 bg-white p-4 shadow-xs sm:p-5">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div className="min-w-0 space-y-1.5" aria-live="polite">
            <h2 className="font-sans text-xs font-semibold tracking-wide text-neutral-500 uppercase">Last backup</h2>
            {loading ? (
              <p className="text-sm text-neutral-500">Loading…</p>
            ) : last ? (
              <>
                <p className="figures text-lg font-semibold text-neutral-900">
                  <time dateTime={last.at}>{inIst(last.at)}</time>
                </p>
                <p className="flex flex-wrap items-center gap-2 text-sm text-neutral-600">
                  <span className="figures">{formatSize(last.bytes)}</span>
                  <LocationChips where={last.where} />
                </p>
              </>
            ) : (
              <p className="text-sm text-neutral-700">{BACKUP_MSG.none}</p>
            )}
          </div>
          <button
            type="button"
            onClick={() => void backUpNow()}
            disabled={taking}
            aria-busy={taking}
            className="inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-md bg-plum px-4 text-sm font-semibold text-white hover:bg-plum-soft focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold disabled:opacity-70 sm:w-auto"
          >
            {taking ? <InlineSpinner /> : <DatabaseBackup className="size-4" aria-hidden="true" />}
            {taking ? 'Backing up…' : 'Back up now'}
          </button>
        </div>
        {!loading && !error && <p className="text-sm text-neutral-600">{scheduleText(data.schedule)}</p>}
        <NoticeLine notice={notice} successRole="status" />
      </div>

      <div className="space-y-3">
        <h2 className="text-base font-semibold text-neutral-900">On this server</h2>
        <ResourceStatus
          loading={loading}
          error={error}
          onRetry={() => void reload()}
          loadingLabel="Loading backups…"
          isEmpty={data.backups.length === 0}
          empty={<p className="text-sm text-neutral-600">{BACKUP_MSG.noneHere}</p>}
        >
          <BackupList backups={data.backups} />
        </ResourceStatus>
      </div>
    </section>
  );
}
