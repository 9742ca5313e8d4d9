import { Download } from 'lucide-react';
import type { BackupDto, BackupLocation } from '@pageant/common/content/backups';
import { LOCATION_LABELS, formatSize, inIst } from './backup-format';

export function LocationChips({ where }: { where: readonly BackupLocation[] }) {
  return (
    <span className="inline-flex flex-wrap gap-1.5">
      {where.map((w) => (
        <span
          key={w}
          className="inline-flex rounded-full bg-plum/5 px-2 py-0.5 text-xs font-semibold text-plum ring-1 ring-plum/15 ring-inset"
        >
          {LOCATION_LABELS[w]}
        </span>
      ))}
    </span>
  );
}

/**
 * The backup files on this server, newest first. Downloads are plain links: the browser saves the
 * file as it streams, and an expired session lands on the login.
 */
export function BackupList({ backups }: { backups: readonly BackupDto[] }) {
  return (
    <ul aria-label="Backups on this server" className="divide-y divide-neutral-200 rounded-lg border border-neutral-200 bg-white shadow-xs">
      {backups.map((b) => (
        <li key={b.name} className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
          <div className="min-w-0 flex-1 space-y-1">
            <time dateTime={b.at} className="figures block font-medium text-neutral-900">
              {inIst(b.at)}
            </time>
            <span className="flex flex-wrap items-center gap-2 text-sm text-neutral-600">
              <span className="figures">{formatSize(b.bytes)}</span>
              <LocationChips where={b.where} />
            </span>
          </div>
          <a
            href={b.downloadUrl}
            download
            aria-label={`Download the backup of ${inIst(b.at)}`}
            className="inline-flex min-h-11 items-center gap-1.5 rounded-md border border-neutral-300 bg-white px-3 text-sm font-medium text-neutral-700 hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-plum"
          >
            <Download className="size-4" aria-hidden="true" />
            Download
          </a>
        </li>
      ))}
    </ul>
  );
}
