import { Eye, EyeOff } from 'lucide-react';
import type { AdminCheer } from '@pageant/common/content/cheers-admin';
import { DataTable, type Column, type TableDefinition } from '@/admin/shared/data-table';
import { InlineSpinner } from '@/components/spinner';
import { adminTime } from '@/admin/shared/admin-time';
import { useCheers } from './use-cheers';

const At = ({ iso }: { iso: string }) => <time dateTime={iso}>{adminTime(iso)}</time>;

function HideButton({ cheer, busy, onToggle }: { cheer: AdminCheer; busy: boolean; onToggle: (c: AdminCheer) => void }) {
  const label = cheer.hidden ? 'Show' : 'Hide';
  return (
    <button
      type="button"
      onClick={() => onToggle(cheer)}
      disabled={busy}
      aria-busy={busy || undefined}
      aria-label={`${label} the cheer from ${cheer.name} for ${cheer.candidateName}`}
      className="inline-flex min-h-10 items-center gap-1.5 rounded-md border border-plum px-3 text-sm font-semibold text-plum hover:bg-plum hover:text-ivory focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-plum disabled:opacity-60"
    >
      {busy ? (
        <InlineSpinner />
      ) : cheer.hidden ? (
        <Eye className="size-4" aria-hidden="true" />
      ) : (
        <EyeOff className="size-4" aria-hidden="true" />
      )}
      {label}
    </button>
  );
}

/** Voters' messages to contestants (issue #30): an admin hides one that should not reach her cockpit. */
export function CheersPanel() {
  const { data, loading, error, page, setPage, reload, toggle, saving } = useCheers();

  const columns: Column<AdminCheer>[] = [
    { key: 'time', header: 'Time', from: 'md', className: 'whitespace-nowrap text-neutral-600', cell: (c) => <At iso={c.at} /> },
    {
      key: 'candidate',
      header: 'Contestant',
      rowHeader: true,
      className: 'font-medium text-neutral-900',
      cell: (c) => (
        <>
          {c.candidateName}
          <span className="block text-xs font-normal text-neutral-500">from {c.name}</span>
        </>
      ),
    },
    {
      key: 'message',
      header: 'Cheer',
      className: 'break-words text-neutral-800',
      cell: (c) => (
        <>
          <span className={c.hidden ? 'text-neutral-500 line-through' : undefined}>{c.message}</span>
          {c.hidden && <span className="ml-2 rounded bg-neutral-200 px-1.5 py-0.5 text-xs font-semibold text-neutral-700">Hidden</span>}
        </>
      ),
    },
    { key: 'votes', header: 'Votes', align: 'right', className: 'figures', cell: (c) => c.votes.toLocaleString('en-IN') },
    {
      key: 'action',
      header: 'Action',
      align: 'right',
      cell: (c) => <HideButton cheer={c} busy={saving === c.id} onToggle={(x) => void toggle(x)} />,
    },
  ];
  const table: TableDefinition<AdminCheer> = {
    label: 'Cheers',
    columns,
    rowKey: (c) => c.id,
    loadingLabel: 'Loading cheers…',
    fold: true,
    alignTop: true,
  };

  return (
    <section aria-labelledby="cheers-heading" className="space-y-3">
      <div>
        <h2 id="cheers-heading" className="text-base font-semibold text-neutral-900">
          Cheers
        </h2>
        <p className="text-sm text-neutral-600">
          Messages voters added to paid votes. A hidden cheer no longer shows in the contestant’s cockpit.
        </p>
      </div>
      <DataTable
        table={table}
        rows={data?.cheers ?? []}
        loading={loading && !data}
        error={error}
        onRetry={reload}
        empty="No cheers yet."
        busy={loading}
        dim={false}
        pager={{ page, totalPages: data?.totalPages || 1, onChange: setPage, label: 'Cheer pages' }}
      />
    </section>
  );
}
