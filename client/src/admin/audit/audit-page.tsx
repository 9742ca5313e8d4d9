import { useId, useState } from 'react';
import { RefreshCw } from 'lucide-react';
import { AUDIT_MSG } from '@pageant/common/content/audit';
import { actionGroups, actionLabel, areaLabel } from './action-labels';
import { AuditTable } from './audit-table';
import { useAuditFilters, useAuditLog } from './use-audit-log';
import { listState } from '@/admin/shared/data-table';

const control =
  'block w-full rounded-md border border-neutral-300 bg-white px-3 py-2 text-sm text-neutral-900 shadow-xs focus:border-plum focus:ring-2 focus:ring-plum/25 focus:outline-none';
const button =
  'inline-flex min-h-10 items-center gap-1.5 rounded-md border border-neutral-300 bg-white px-3 text-sm font-medium text-neutral-700 hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-plum disabled:opacity-60';

/** The audit log (issue #16): every admin action, newest first, filtered by admin and action. Read only. */
export default function AuditPage() {
  const actorId = useId();
  const actionId = useId();
  const [actor, setActor] = useState('');
  const [action, setAction] = useState('');
  const [page, setPage] = useState(1);
  const [lastFilter, setLastFilter] = useState(`${actor}|${action}`);
  const [filtersVersion, setFiltersVersion] = useState(0);

  // New filters start again from page 1, in the same render.
  if (lastFilter !== `${actor}|${action}`) {
    setLastFilter(`${actor}|${action}`);
    setPage(1);
  }

  const resource = useAuditLog({ page, actor, action });
  const { data, loading, reload } = resource;
  const filters = useAuditFilters(filtersVersion);
  const groups = actionGroups(filters.actions);
  const filtered = actor !== '' || action !== '';
  // A filter chosen before the menus loaded (or a value no longer listed) still shows as selected.
  const actors = actor && !filters.actors.includes(actor) ? [actor, ...filters.actors] : filters.actors;
  const listed = action === '' || groups.some((g) => g.area === action || g.actions.includes(action));

  const refresh = () => {
    reload();
    setFiltersVersion((v) => v + 1);
  };

  return (
    <section className="space-y-5">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="max-w-2xl space-y-1">
          <h1 className="text-xl font-semibold text-neutral-900">Audit log</h1>
          <p className="text-sm text-neutral-600">
            Every admin action, recorded in the same step as the change itself. Entries cannot be edited or deleted, by anyone.
          </p>
        </div>
        <button type="button" className={button} onClick={refresh} disabled={loading}>
          <RefreshCw className={`size-4 ${loading ? 'motion-safe:animate-spin' : ''}`} aria-hidden="true" />
          Refresh
        </button>
      </div>

      <div className="grid gap-3 sm:grid-cols-[minmax(0,14rem)_minmax(0,18rem)_auto] sm:items-end">
        <div className="space-y-1">
          <label htmlFor={actorId} className="block text-xs font-medium text-neutral-600">
            Admin user
          </label>
          <select id={actorId} value={actor} onChange={(e) => setActor(e.target.value)} className={control}>
            <option value="">All admins</option>
            {actors.map((a) => (
              <option key={a} value={a}>
                {a}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1">
          <label htmlFor={actionId} className="block text-xs font-medium text-neutral-600">
            Action
          </label>
          <select id={actionId} value={action} onChange={(e) => setAction(e.target.value)} className={control}>
            <option value="">All actions</option>
            {!listed && <option value={action}>{actionLabel(action)}</option>}
            {groups.map((g) => (
              <optgroup key={g.area} label={g.label}>
                {g.actions.length > 1 && <option value={g.area}>{`${areaLabel(g.area)}: everything`}</option>}
                {g.actions.map((a) => (
                  <option key={a} value={a}>
                    {actionLabel(a)}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </div>
        {filtered && (
          <button
            type="button"
            className={`${button} justify-self-start`}
            onClick={() => {
              setActor('');
              setAction('');
            }}
          >
            Clear filters
          </button>
        )}
      </div>

      <AuditTable
        rows={data.entries}
        {...listState(resource)}
        empty={filtered || page > 1 ? AUDIT_MSG.noMatch : AUDIT_MSG.empty}
        pager={{ page, totalPages: data.totalPages, onChange: setPage, label: 'Audit log pages' }}
      />
    </section>
  );
}
