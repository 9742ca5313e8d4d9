import type { AuditEntryDto } from '@pageant/common/content/audit';
import { adminTimeWithSeconds } from '@/admin/shared/admin-time';
import { DataTable, type Column, type ListProps, type TableDefinition } from '@/admin/shared/data-table';
import { actionLabel, actionTone, type ActionTone } from './action-labels';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/iu;

/** An arrow that never starts a line on its own, so "'A' → 'B'" reads as one change on a phone. */
const readable = (summary: string) => summary.replaceAll(' -> ', '\u00a0→ ');

/** Ids are for tracing, not reading: the first block is enough on screen, the whole id is in the tooltip. */
function Target({ target, actor }: { target: string; actor: string }) {
  if (!target || target === actor) return null;
  const short = UUID.test(target) ? `#${target.slice(0, 8)}` : target;
  return (
    <span className="ml-2 text-xs text-neutral-500 [overflow-wrap:anywhere]" title={target}>
      {short}
    </span>
  );
}

const tones: Record<ActionTone, string> = {
  alert: 'bg-red-50 text-red-800 ring-red-600/20',
  remove: 'bg-amber-50 text-amber-900 ring-amber-600/20',
  neutral: 'bg-plum/5 text-plum ring-plum/15',
};

function At({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} title={`${iso.replace('T', ' ').replace(/\.\d+Z$/u, '')} UTC`} className="figures whitespace-nowrap">
      {adminTimeWithSeconds(iso)}
    </time>
  );
}

const columns: Column<AuditEntryDto>[] = [
  { key: 'when', header: 'When', from: 'md', width: 'w-44', className: 'text-neutral-700', cell: (e) => <At iso={e.at} /> },
  {
    key: 'admin',
    header: 'Admin',
    from: 'md',
    width: 'w-40',
    cell: (e) => (
      <>
        <span className="block font-medium text-neutral-900 [overflow-wrap:anywhere]">{e.actor}</span>
        {e.ip && <span className="block text-xs text-neutral-500 [overflow-wrap:anywhere]">{e.ip}</span>}
      </>
    ),
  },
  {
    key: 'action',
    header: 'Action',
    rowHeader: true,
    className: 'font-normal',
    cell: (e) => (
      <>
        <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ring-inset ${tones[actionTone(e.action)]}`}>
          {actionLabel(e.action)}
        </span>
        <Target target={e.target} actor={e.actor} />
        {e.summary && <span className="mt-1 block text-neutral-800 [overflow-wrap:anywhere]">{readable(e.summary)}</span>}
        <span className="mt-1 hidden text-xs text-neutral-500 sm:max-md:block">
          <span className="font-medium text-neutral-700">{e.actor}</span>
          {e.ip && <> · {e.ip}</>} · <At iso={e.at} />
        </span>
      </>
    ),
  },
];

const table: TableDefinition<AuditEntryDto> = {
  label: 'Audit log',
  columns,
  rowKey: (e) => e._id,
  loadingLabel: 'Loading the audit log…',
  alignTop: true,
  fold: true,
};

/** Newest first. On a phone each entry folds into a card, so nothing needs sideways scrolling. */
export function AuditTable(list: ListProps<AuditEntryDto>) {
  return <DataTable table={table} {...list} />;
}
