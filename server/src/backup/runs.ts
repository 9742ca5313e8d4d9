import type pg from 'pg';

// backup_runs (migration 0010) is read and written with plain SQL on the pool that writeBackup is
// given: the backup code works on the pool alone, with no Drizzle handle, also from the CLI.

export type BackupTrigger = 'schedule' | 'admin';

export interface BackupRun {
  name: string;
  trigger: BackupTrigger;
  startedAt: Date;
  bytes: number;
  inS3: boolean;
}

type Queryable = Pick<pg.Pool | pg.PoolClient, 'query'>;

/** The database's clock and the start of the newest run: instances compare times on one clock. */
export async function lastStart(db: Queryable): Promise<{ now: Date; last: Date | null }> {
  const { rows } = await db.query<{ now: Date; last: Date | null }>(
    'SELECT clock_timestamp() AS now, max(started_at) AS last FROM backup_runs',
  );
  return rows[0]!;
}

export async function recordRun(db: Queryable, run: BackupRun): Promise<void> {
  await db.query('INSERT INTO backup_runs (name, trigger, started_at, bytes, in_s3) VALUES ($1, $2, $3, $4, $5)', [
    run.name,
    run.trigger,
    run.startedAt,
    run.bytes,
    run.inS3,
  ]);
}

export async function latestRun(db: Queryable): Promise<BackupRun | null> {
  const { rows } = await db.query<{ name: string; trigger: BackupTrigger; started_at: Date; bytes: string; in_s3: boolean }>(
    'SELECT name, trigger, started_at, bytes, in_s3 FROM backup_runs ORDER BY started_at DESC LIMIT 1',
  );
  const r = rows[0];
  return r ? { name: r.name, trigger: r.trigger, startedAt: r.started_at, bytes: Number(r.bytes), inS3: r.in_s3 } : null;
}

/** Which of these files were also copied to S3. */
export async function namesInS3(db: Queryable, names: string[]): Promise<Set<string>> {
  if (!names.length) return new Set();
  const { rows } = await db.query<{ name: string }>('SELECT name FROM backup_runs WHERE in_s3 AND name = ANY($1::text[])', [names]);
  return new Set(rows.map((r) => r.name));
}
