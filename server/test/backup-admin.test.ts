import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import request from 'supertest';
import { BACKUP_MSG, type BackupsOverview, type BackupTaken } from '@pageant/common/content/backups';
import { BACKUP_LOCK_KEY } from '../src/backup/take';
import { adminAgent, dbRows, PUBLIC_URL, createTestContext, type AdminAgent, type TestContext } from './helpers/app';

let ctx: TestContext;
let admin: AdminAgent;

beforeAll(async () => {
  ctx = await createTestContext({ BACKUP_INTERVAL_HOURS: '24', BACKUP_KEEP: '3' });
  admin = await adminAgent(ctx);
});
afterAll(() => ctx.close());

const backupsDir = () => path.join(ctx.config.dataDir, 'backups');
const runCount = async () => Number((await dbRows(ctx, 'SELECT count(*) AS n FROM backup_runs'))[0].n);
const auditOf = (action: string) =>
  dbRows(ctx, 'SELECT actor, action, target, ip, summary FROM audit_log WHERE action = $1 ORDER BY seq', [action]);

/** What else may end up in the folder: an editor's note, a backup cut short, a link to a secret. */
function plantStrayFiles() {
  mkdirSync(backupsDir(), { recursive: true });
  writeFileSync(path.join(backupsDir(), 'notes.txt'), 'not a backup');
  writeFileSync(path.join(backupsDir(), '.partial-backup-2026-11-27T01-30-00-000Z.tar.gz'), 'half');
  const secret = path.join(ctx.config.dataDir, 'secret.txt');
  writeFileSync(secret, 'do not serve');
  const link = path.join(backupsDir(), 'backup-2020-01-01T00-00-00-000Z.tar.gz');
  rmSync(link, { force: true });
  symlinkSync(secret, link);
}

/** Binary bodies as bytes, whatever their type. */
const asBuffer = (res: request.Response, cb: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => cb(null, Buffer.concat(chunks)));
};

describe('admin backups API', () => {
  test('when there is no admin session, then listing, taking and downloading are 401 and nothing is taken', async () => {
    const anon = request(ctx.app);
    const list = await anon.get('/api/admin/backups');
    const take = await anon.post('/api/admin/backups').set('Origin', PUBLIC_URL);
    const download = await anon.get('/api/admin/backups/backup-2026-11-27T01-30-00-000Z.tar.gz/download');

    for (const res of [list, take, download]) expect(res.status).toBe(401);
    expect(take.body).toMatchObject({ success: false, code: 'UNAUTHORIZED' });
    expect(await runCount()).toBe(0);
    expect(existsSync(backupsDir())).toBe(false);
  });

  test('when no backup has been taken, then the overview says so and shows the schedule', async () => {
    const res = await admin.get('/api/admin/backups');

    expect(res.status).toBe(200);
    expect(res.body).toEqual<BackupsOverview>({ last: null, backups: [], schedule: { intervalHours: 24, keep: 3, s3: false } });
  });

  test('when a backup is asked for without our Origin, then it is refused with 403 and nothing is taken', async () => {
    const res = await admin.post('/api/admin/backups').set('Origin', 'https://evil.example');

    expect(res.status).toBe(403);
    expect(await runCount()).toBe(0);
  });

  test('when the admin takes a backup now, then it is listed as the last one, downloads byte for byte, and both are in the audit log', async () => {
    const taken = await admin.post('/api/admin/backups').set('Origin', PUBLIC_URL);

    expect(taken.status).toBe(201);
    const body = taken.body as BackupTaken;
    expect(body.backup).toMatchObject({ where: ['local'], downloadUrl: body.downloadUrl });
    expect(body.backup.name).toMatch(/^backup-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}-\d{3}Z\.tar\.gz$/);
    expect(body.downloadUrl).toBe(`/api/admin/backups/${body.backup.name}/download`);
    const file = path.join(backupsDir(), body.backup.name);
    expect(body.backup.bytes).toBe(readFileSync(file).length);

    const overview = (await admin.get('/api/admin/backups')).body as BackupsOverview;
    expect(overview.last).toEqual({ at: body.backup.at, bytes: body.backup.bytes, where: ['local'] });
    expect(overview.backups).toEqual([body.backup]);

    const download = await admin.get(body.downloadUrl).buffer(true).parse(asBuffer);
    expect(download.status).toBe(200);
    expect(download.headers['content-type']).toBe('application/gzip');
    expect(download.headers['content-disposition']).toBe(`attachment; filename=${body.backup.name}`);
    expect(download.headers['cache-control']).toBe('no-store');
    expect((download.body as Buffer).equals(readFileSync(file))).toBe(true);

    const [create] = await auditOf('backup.create');
    expect(create).toMatchObject({ actor: 'admin', target: body.backup.name });
    expect(create.ip).toBeTruthy();
    expect(await auditOf('backup.download')).toEqual([expect.objectContaining({ actor: 'admin', target: body.backup.name })]);
  });

  test('when a backup is already being taken, then another is refused with 409 and nothing more is written', async () => {
    const before = await runCount();
    // Another instance's backup in progress holds this lock on its own connection.
    const other = new pg.Client({ connectionString: ctx.database.url });
    await other.connect();
    try {
      await other.query('SELECT pg_advisory_lock($1)', [BACKUP_LOCK_KEY.toString()]);
      const res = await admin.post('/api/admin/backups').set('Origin', PUBLIC_URL);

      expect(res.status).toBe(409);
      expect(res.body).toEqual({ success: false, message: BACKUP_MSG.busy, error: BACKUP_MSG.busy, code: 'BACKUP_RUNNING' });
    } finally {
      await other.end();
    }
    expect(await runCount()).toBe(before);
  });

  test.each([
    ['a path out of the folder', '..%2F..%2Fsession-secret', 400],
    ['a backup name with a path after it', 'backup-2026-11-27T01-30-00-000Z.tar.gz%2F..%2F..%2Fsession-secret', 400],
    ['a half-written file', '.partial-backup-2026-11-27T01-30-00-000Z.tar.gz', 400],
    ['another file of the folder', 'notes.txt', 400],
    ['an impossible date', 'backup-2026-02-31T01-30-00-000Z.tar.gz', 404],
    ['a backup that does not exist', 'backup-2099-01-01T00-00-00-000Z.tar.gz', 404],
    ['a link planted in the folder', 'backup-2020-01-01T00-00-00-000Z.tar.gz', 404],
  ])('when the download names %s, then it is refused and nothing is served or audited', async (_what, name, status) => {
    plantStrayFiles();
    const downloadsBefore = (await auditOf('backup.download')).length;

    const res = await admin.get(`/api/admin/backups/${name}/download`);

    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ success: false, message: status === 400 ? BACKUP_MSG.badName : BACKUP_MSG.notFound });
    expect(await auditOf('backup.download')).toHaveLength(downloadsBefore);
  });

  test('when the listing is read, then stray files, half-written ones and links are not offered', async () => {
    plantStrayFiles();
    const overview = (await admin.get('/api/admin/backups')).body as BackupsOverview;

    expect(overview.backups.map((b) => b.name)).toEqual([expect.stringMatching(/^backup-2\d{3}-/)]);
    expect(overview.backups.map((b) => b.name)).not.toContain('backup-2020-01-01T00-00-00-000Z.tar.gz');
  });

  test('when more backups are taken than BACKUP_KEEP, then the oldest files are removed and the newest stay listed', async () => {
    const names: string[] = [];
    for (let i = 0; i < 4; i++)
      names.push(((await admin.post('/api/admin/backups').set('Origin', PUBLIC_URL)).body as BackupTaken).backup.name);

    const overview = (await admin.get('/api/admin/backups')).body as BackupsOverview;
    expect(overview.backups.map((b) => b.name)).toEqual(names.slice(-3).reverse());
    expect(overview.last?.at).toBe(overview.backups[0]!.at);
  });
});
