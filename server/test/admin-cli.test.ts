import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { verifyCredentials } from '../src/modules/auth/service';
import { createTestDatabase, type TestDatabase } from './helpers/db';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../..', import.meta.url));
let database: TestDatabase;
let dataDir: string;

/** `npm run admin -- …` as an operator runs it, against this test's database. */
function admin(args: string[], password: string) {
  return run(process.execPath, ['--import', 'tsx', 'server/src/cli/admin.ts', ...args], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: database.url, DATA_DIR: dataDir, ADMIN_PASSWORD: password },
  });
}

beforeAll(async () => {
  database = await createTestDatabase();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'pageant-cli-'));
});
afterAll(async () => {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('admin CLI', () => {
  test('when an admin is created and then given a new password, then only the new password works', async () => {
    const created = await admin(['create', 'priya'], 'first-password');
    expect(created.stdout).toContain('Admin priya created.');
    expect(await verifyCredentials(database.db, 'priya', 'first-password')).toMatchObject({ username: 'priya' });

    const reset = await admin(['reset-password', 'priya'], 'second-password');
    expect(reset.stdout).toContain('Password of priya changed.');
    expect(await verifyCredentials(database.db, 'priya', 'first-password')).toBeNull();
    expect(await verifyCredentials(database.db, 'priya', 'second-password')).toMatchObject({ username: 'priya' });
  }, 30_000);

  test('when the name is taken, the admin is unknown or the password is short, then it exits non-zero with a reason', async () => {
    await expect(admin(['create', 'priya'], 'another-password')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('already exists'),
    });
    await expect(admin(['reset-password', 'nobody'], 'another-password')).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining('No admin named nobody'),
    });
    await expect(admin(['create', 'meera'], 'short')).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('at least 8') });
    await expect(admin(['delete', 'meera'], 'whatever-pass')).rejects.toMatchObject({ code: 2, stderr: expect.stringContaining('usage') });
  }, 30_000);
});
