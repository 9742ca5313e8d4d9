import { useId, useState } from 'react';
import { PAGE_SIZE } from '@pageant/common';
import { REGISTRATION_STAGES, STAGE_LABELS } from '@pageant/common/content/pipeline';
import { registrationsExportUrl, type AdminRegistration, type RegistrationStatusFilter } from '@/api/admin-registrations';
import { STATUS_FILTERS, STATUS_LABELS } from './payment-status';
import { RegistrationsTable } from './registrations-table';
import { useDebouncedValue } from '@/components/use-debounced-value';
import { useRegistrations, type StageFilter } from './use-registrations';
import { SearchBox } from '@/admin/shared/search-box';
import { listState } from '@/admin/shared/data-table';
import { ExportLink } from '@/admin/shared/export-link';
import { TypeTabs } from '@/admin/shared/type-tabs';
import { PipelineDialogs, type OpenRegistration } from './pipeline-dialogs';

const SEARCH_DEBOUNCE_MS = 400;
const STAGE_FILTERS: readonly StageFilter[] = ['all', ...REGISTRATION_STAGES];
const control =
  'block rounded-md border border-neutral-300 bg-white py-2 text-sm text-neutral-900 shadow-xs focus:border-plum focus:ring-2 focus:ring-plum/25 focus:outline-none';

/**
 * Contestant registrations (issue #3): who paid, how to reach them, what they submitted; CSV export of
 * the same filter. Since issue #29 also the pipeline: a tab per stage with its count, and her detail
 * with the moves open from her stage.
 */
export default function RegistrationsPage() {
  const statusId = useId();
  const [searchInput, setSearchInput] = useState('');
  const search = useDebouncedValue(searchInput.trim(), SEARCH_DEBOUNCE_MS);
  const [status, setStatus] = useState<RegistrationStatusFilter>('all');
  const [stage, setStage] = useState<StageFilter>('all');
  const [page, setPage] = useState(1);
  const [lastFilter, setLastFilter] = useState(`${status}|${stage}|${search}`);
  const [open, setOpen] = useState<OpenRegistration | null>(null);

  // New filters start again from page 1, in the same render.
  if (lastFilter !== `${status}|${stage}|${search}`) {
    setLastFilter(`${status}|${stage}|${search}`);
    setPage(1);
  }

  const resource = useRegistrations(page, search, status, stage);
  const { data, loaded } = resource;
  const { registrations, totalCount, totalPages, stageCounts } = data;
  const stageLabels = Object.fromEntries(
    STAGE_FILTERS.map((s) => [
      s,
      s === 'all' ? 'All' : loaded ? `${STAGE_LABELS[s]} (${stageCounts[s].toLocaleString('en-IN')})` : STAGE_LABELS[s],
    ]),
  ) as Record<StageFilter, string>;

  return (
    <section className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-xl font-semibold text-neutral-900">Registrations ({loaded ? totalCount.toLocaleString('en-IN') : '…'})</h1>
        <ExportLink href={registrationsExportUrl(search, status)} />
      </div>

      <div className="flex flex-wrap items-end gap-3">
        <SearchBox
          label="Search by name, email or phone"
          placeholder="Search by name, email or phone"
          maxLength={100}
          value={searchInput}
          onChange={setSearchInput}
          className="w-full max-w-sm"
        />
        <div className="space-y-1">
          <label htmlFor={statusId} className="block text-xs font-medium text-neutral-600">
            Payment status
          </label>
          <select
            id={statusId}
            value={status}
            onChange={(e) => setStatus(e.target.value as RegistrationStatusFilter)}
            className={`${control} px-3`}
          >
            {STATUS_FILTERS.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
      </div>

      <TypeTabs label="Pipeline stage" types={STAGE_FILTERS} labels={stageLabels} active={stage} onChange={setStage}>
        <RegistrationsTable
          rows={registrations}
          firstNumber={(page - 1) * PAGE_SIZE + 1}
          {...listState(resource)}
          empty={stage === 'all' ? 'No registrations found.' : `No registrations in "${STAGE_LABELS[stage]}".`}
          pager={{ page, totalPages, onChange: setPage, label: 'Registration pages' }}
          onView={(registration: AdminRegistration) => setOpen({ view: 'detail', registration })}
        />
      </TypeTabs>

      {open && <PipelineDialogs open={open} onOpen={setOpen} onChanged={resource.reload} />}
    </section>
  );
}
