import type { ClientBase } from 'pg';
import { MIGRATIONS_TABLE, quoteName } from './catalog';
import { applyMigrations, createMigrationsTable } from './migrations';

export interface TargetTable {
  name: string;
  rows: number;
}

async function rowCounts(client: ClientBase): Promise<TargetTable[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT n.nspname || '.' || c.relname AS name
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind IN ('r', 'p') AND n.nspname = 'public'
        AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = c.oid AND d.deptype = 'e')
      ORDER BY 1`,
  );
  const out: TargetTable[] = [];
  for (const { name } of rows) {
    if (name === MIGRATIONS_TABLE) continue;
    const { rows: r } = await client.query<{ n: string }>(`SELECT count(*)::text AS n FROM ${quoteName(name)}`);
    out.push({ name, rows: Number(r[0]!.n) });
  }
  return out;
}

/**
 * The tables of the target that hold data (drizzle's bookkeeping aside): what --replace would
 * remove. Rows that the migrations themselves insert (the event switch) are not data: a freshly
 * migrated database counts as empty. What they insert is learnt by migrating in a transaction
 * that is rolled back.
 */
export async function nonEmptyTables(client: ClientBase): Promise<TargetTable[]> {
  const now = (await rowCounts(client)).filter((t) => t.rows > 0);
  if (now.length === 0) return [];
  let fresh: TargetTable[];
  await client.query('BEGIN');
  try {
    await clearSchema(client);
    await createMigrationsTable(client);
    await applyMigrations(client, 0, Number.MAX_SAFE_INTEGER, false);
    fresh = await rowCounts(client);
  } finally {
    await client.query('ROLLBACK');
  }
  const freshRows = new Map(fresh.map((t) => [t.name, t.rows]));
  return now.filter((t) => t.rows > (freshRows.get(t.name) ?? 0));
}

/** Other sessions on the target database: a server (or anything else) still using it. */
export async function otherSessions(client: ClientBase): Promise<{ pid: number; application: string; address: string | null }[]> {
  const { rows } = await client.query<{ pid: number; application_name: string; client_addr: string | null }>(
    `SELECT pid, application_name, client_addr::text
       FROM pg_stat_activity
      WHERE datname = current_database() AND pid <> pg_backend_pid() AND backend_type = 'client backend'`,
  );
  return rows.map((r) => ({ pid: r.pid, application: r.application_name, address: r.client_addr }));
}

/**
 * Removes the site's schema (everything in public that no extension owns, and drizzle's
 * bookkeeping) so the backup's own version of it can be built. DROP does not fire the audit log's
 * append-only triggers: this runs only for --replace or on a database with no rows.
 */
export async function clearSchema(client: ClientBase): Promise<void> {
  const notExtension = `NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = o.oid AND d.deptype = 'e')`;
  const drop = async (sql: string, kind: string) => {
    const { rows } = await client.query<{ name: string }>(sql);
    for (const { name } of rows) await client.query(`DROP ${kind} IF EXISTS ${name} CASCADE`);
  };
  await drop(
    `SELECT format('%I.%I', n.nspname, o.relname) AS name FROM pg_class o JOIN pg_namespace n ON n.oid = o.relnamespace
      WHERE n.nspname = 'public' AND o.relkind IN ('v') AND ${notExtension}`,
    'VIEW',
  );
  await drop(
    `SELECT format('%I.%I', n.nspname, o.relname) AS name FROM pg_class o JOIN pg_namespace n ON n.oid = o.relnamespace
      WHERE n.nspname = 'public' AND o.relkind IN ('m') AND ${notExtension}`,
    'MATERIALIZED VIEW',
  );
  await drop(
    `SELECT format('%I.%I', n.nspname, o.relname) AS name FROM pg_class o JOIN pg_namespace n ON n.oid = o.relnamespace
      WHERE n.nspname = 'public' AND o.relkind IN ('r', 'p') AND NOT o.relispartition AND ${notExtension}`,
    'TABLE',
  );
  await drop(
    `SELECT format('%I.%I', n.nspname, o.relname) AS name FROM pg_class o JOIN pg_namespace n ON n.oid = o.relnamespace
      WHERE n.nspname = 'public' AND o.relkind = 'S' AND ${notExtension}`,
    'SEQUENCE',
  );
  await drop(
    `SELECT format('%I.%I(%s)', n.nspname, o.proname, pg_get_function_identity_arguments(o.oid)) AS name
       FROM pg_proc o JOIN pg_namespace n ON n.oid = o.pronamespace
      WHERE n.nspname = 'public' AND o.prokind IN ('f', 'p') AND ${notExtension}`,
    'ROUTINE',
  );
  await drop(
    `SELECT format('%I.%I', n.nspname, o.typname) AS name FROM pg_type o JOIN pg_namespace n ON n.oid = o.typnamespace
      WHERE n.nspname = 'public' AND o.typtype IN ('e', 'd') AND ${notExtension}`,
    'TYPE',
  );
  await client.query('DROP SCHEMA IF EXISTS "drizzle" CASCADE');
}
