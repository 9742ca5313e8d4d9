import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { matchRoutes } from 'react-router-dom';
import { BACKUP_MSG, type BackupDto, type BackupsOverview } from '@pageant/common/content/backups';
import BackupsPage from '@/admin/backups/backups-page';
import { ADMIN_NAV } from '@/admin/shell/admin-nav';
import { routes } from '@/app/routes';
import { mockFetch, type Reply } from '../fetch-stub';

const backup = (at: string, bytes: number, where: BackupDto['where'] = ['local']): BackupDto => {
  const name = `backup-${at.replace(/[:.]/g, '-')}.tar.gz`;
  return { name, at, bytes, where, downloadUrl: `/api/admin/backups/${name}/download` };
};

// 20:30 UTC on the 26th is 02:00 on the 27th in India; seconds are shown, as two backups may be a minute apart.
const NEWEST = backup('2026-11-26T20:30:00.000Z', 18_400_000, ['local', 's3']);
const OLDER = backup('2026-11-25T20:30:00.000Z', 912_000);
const TAKEN = backup('2026-11-27T06:15:00.000Z', 18_500_000, ['local', 's3']);

const overview = (backups: BackupDto[], schedule = { intervalHours: 24, keep: 14, s3: true }): BackupsOverview => ({
  last: backups[0] ? { at: backups[0].at, bytes: backups[0].bytes, where: backups[0].where } : null,
  backups,
  schedule,
});

/** GET answers `list()`; POST answers `take()` (which may hold its reply). */
function api(
  list: () => Reply,
  take: () => Reply | Promise<Reply> = () => ({ status: 201, body: { backup: TAKEN, downloadUrl: TAKEN.downloadUrl } }),
) {
  return mockFetch(({ method, path }) => {
    if (path !== '/api/admin/backups') return undefined;
    return method === 'POST' ? take() : list();
  });
}

afterEach(() => {
  cleanup();
  jest.restoreAllMocks();
});

describe('the Backups screen', () => {
  it('shows the last backup in India time with its size and where it is, the schedule, and each file with a download link', async () => {
    api(() => ({ body: overview([NEWEST, OLDER]) }));
    render(<BackupsPage />);

    const list = await screen.findByRole('list', { name: 'Backups on this server' });
    expect(screen.getByText('Last backup').parentElement).toHaveTextContent(/27 Nov 2026, 2:00:00\s?am IST18\.4 MBThis serverS3/i);
    expect(screen.getByText(/Taken every 24 hours; the newest 14 files are kept, each also copied to S3\./)).toBeInTheDocument();
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toHaveTextContent(/26 Nov 2026, 2:00:00\s?am IST912 KBThis server/i);
    const link = within(rows[1]!).getByRole('link', { name: /Download the backup of 26 Nov 2026/ });
    expect(link).toHaveAttribute('href', OLDER.downloadUrl);
    expect(link).toHaveAttribute('download');
  });

  it('takes a backup now: the button says it is working and cannot be pressed twice, then the new backup is listed', async () => {
    let reply!: (r: Reply) => void;
    let taken = false;
    const { calls } = api(
      () => ({ body: overview(taken ? [TAKEN, NEWEST] : [NEWEST]) }),
      () =>
        new Promise<Reply>((resolve) => {
          reply = resolve;
        }),
    );
    render(<BackupsPage />);
    await screen.findByRole('list', { name: 'Backups on this server' });

    await userEvent.click(screen.getByRole('button', { name: 'Back up now' }));
    const busy = screen.getByRole('button', { name: 'Backing up…' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(busy);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);

    taken = true;
    reply({ status: 201, body: { backup: TAKEN, downloadUrl: TAKEN.downloadUrl } });
    expect(await screen.findByText(BACKUP_MSG.taken)).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));
    expect(screen.getByText('Last backup').parentElement).toHaveTextContent(/27 Nov 2026, 11:45:00\s?am IST/i);
    expect(screen.getByRole('button', { name: 'Back up now' })).toBeEnabled();
  });

  it('says why when a backup cannot be taken, and the button works again', async () => {
    api(
      () => ({ body: overview([NEWEST]) }),
      () => ({ status: 409, body: { success: false, message: BACKUP_MSG.busy, error: BACKUP_MSG.busy, code: 'BACKUP_RUNNING' } }),
    );
    render(<BackupsPage />);
    await screen.findByRole('list', { name: 'Backups on this server' });

    await userEvent.click(screen.getByRole('button', { name: 'Back up now' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(BACKUP_MSG.busy);
    expect(screen.getByRole('button', { name: 'Back up now' })).toBeEnabled();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
  });

  it('uses its own sentence when the server gives none', async () => {
    api(
      () => ({ body: overview([]) }),
      () => ({ status: 502, body: null }),
    );
    render(<BackupsPage />);
    await screen.findByText(BACKUP_MSG.noneHere);

    await userEvent.click(screen.getByRole('button', { name: 'Back up now' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(BACKUP_MSG.failed);
  });

  it('says so when no backup was ever taken and none is scheduled', async () => {
    api(() => ({ body: overview([], { intervalHours: 0, keep: 14, s3: false }) }));
    render(<BackupsPage />);

    expect(await screen.findByText(BACKUP_MSG.none)).toBeInTheDocument();
    expect(screen.getByText(BACKUP_MSG.noneHere)).toBeInTheDocument();
    expect(screen.getByText('No scheduled backups on this server. The newest 14 files are kept.')).toBeInTheDocument();
  });

  it('shows a load failure with Retry, and Retry loads the backups', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    api(() => (fail ? { status: 500, body: null } : { body: overview([NEWEST]) }));
    render(<BackupsPage />);

    expect(await screen.findByRole('alert')).toHaveTextContent(BACKUP_MSG.loadFailed);
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Backups on this server' })).toBeInTheDocument();
  });

  it('is in the admin navigation and routed under /admin/backups', () => {
    expect(ADMIN_NAV.find((item) => item.to === '/admin/backups')?.label).toBe('Backups');
    const matched = matchRoutes(routes, '/admin/backups') ?? [];
    expect((matched.at(-1)?.route.handle as { title?: string } | undefined)?.title).toBe('Backups');
  });
});
