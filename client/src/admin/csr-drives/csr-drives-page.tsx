import { CSR_MARKS_MAX } from '@pageant/common/content/csr-drive';
import { useState } from 'react';
import { CSR_EXPORT_URL } from '@/api/csr-drive';
import { formatCount } from '@/components/format';
import { ExportLink } from '@/admin/shared/export-link';
import { ReadOnlyUnless } from '@/admin/shared/read-only';
import { ResourceStatus } from '@/admin/shared/resource-status';
import { StandingsTable } from './standings-table';
import { draftFrom } from './targets-draft';
import { TargetsForm } from './targets-form';
import { useCsrDrives } from './use-csr-drives';

/**
 * Issue #33: every contestant's charity drive, scored for the finale (marks = 30 x min(1, percent/100)),
 * the season's targets and her own, and the CSV for the judges.
 */
export default function CsrDrivesPage() {
  const { data, loading, error, reload } = useCsrDrives();
  // The form starts again from what was saved each time the targets are read anew.
  const [formVersion, setFormVersion] = useState(0);
  const loaded = !loading && !error;
  const afterSave = () => {
    void reload({ quiet: true }).then(() => setFormVersion((v) => v + 1));
  };

  return (
    <section className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-xl font-semibold text-neutral-900">
            Charity drives <span className="figures font-normal text-neutral-500">({loaded ? formatCount(data.rows.length) : '…'})</span>
          </h1>
          <p className="text-sm text-neutral-600">
            Ranked by the better currency’s percent of target; marks out of {CSR_MARKS_MAX} for the finale.
          </p>
        </div>
        <ExportLink href={CSR_EXPORT_URL} />
      </div>

      <ResourceStatus loading={loading} error={null} onRetry={() => void reload()} loadingLabel="Loading the targets…">
        {data.targets && (
          <ReadOnlyUnless capability="content.write">
            <TargetsForm key={formVersion} initial={draftFrom(data.targets, data.rows)} onSaved={afterSave} />
          </ReadOnlyUnless>
        )}
      </ResourceStatus>
      <StandingsTable
        rows={data.rows}
        loading={loading}
        error={error}
        onRetry={() => void reload()}
        empty="No contestants yet: the standings appear once contestants are added."
      />
    </section>
  );
}
