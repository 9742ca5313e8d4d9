import type { ClientBase } from 'pg';

/**
 * What a backup copies, read from PostgreSQL's catalog rather than from our schema file, so a
 * table added by a later migration is never forgotten: every table of the public schema, and
 * drizzle's own record of the applied migrations (the schema version travels with the data).
 */
export const MIGRATIONS_TABLE = 'drizzle.__drizzle_migrations';

export interface CatalogTable {
  name: string;
  columns: string[];
}

export const quoteIdent = (id: string): string => `"${id.replace(/"/g, '""')}"`;
export const quoteName = (qualified: string): string => qualified.split('.').map(quoteIdent).join('.');

/** Tables in an order where each comes after the tables its foreign keys point to. */
export async function listTables(client: ClientBase): Promise<CatalogTable[]> {
  const { rows } = await client.query<{ name: string; columns: string[] | null }>(
    `SELECT n.nspname || '.' || c.relname AS name,
            array_agg(a.attname::text ORDER BY a.attnum) FILTER (WHERE a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = '') AS columns
       FROM pg_class c
       JOIN pg_namespace n ON n.oid = c.relnamespace
       JOIN pg_attribute a ON a.attrelid = c.oid
      WHERE c.relkind IN ('r', 'p')
        AND (n.nspname = 'public' OR (n.nspname || '.' || c.relname) = $1)
        AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.objid = c.oid AND d.deptype = 'e')
      GROUP BY n.nspname, c.relname
      ORDER BY 1`,
    [MIGRATIONS_TABLE],
  );
  const { rows: edges } = await client.query<{ child: string; parent: string }>(
    `SELECT cn.nspname || '.' || cc.relname AS child, pn.nspname || '.' || pc.relname AS parent
       FROM pg_constraint k
       JOIN pg_class cc ON cc.oid = k.conrelid JOIN pg_namespace cn ON cn.oid = cc.relnamespace
       JOIN pg_class pc ON pc.oid = k.confrelid JOIN pg_namespace pn ON pn.oid = pc.relnamespace
      WHERE k.contype = 'f'`,
  );
  const parents = new Map<string, Set<string>>(rows.map((r) => [r.name, new Set()]));
  for (const e of edges) if (e.child !== e.parent && parents.has(e.child)) parents.get(e.child)!.add(e.parent);
  const ordered: CatalogTable[] = [];
  const placed = new Set<string>();
  const byName = new Map(rows.map((r) => [r.name, { name: r.name, columns: r.columns ?? [] }]));
  // A cycle of foreign keys cannot be ordered; its tables go last and restore checks them together.
  while (placed.size < rows.length) {
    const ready = rows.filter((r) => !placed.has(r.name) && [...parents.get(r.name)!].every((p) => placed.has(p) || !parents.has(p)));
    const next = ready.length > 0 ? ready : rows.filter((r) => !placed.has(r.name));
    for (const r of next) {
      placed.add(r.name);
      ordered.push(byName.get(r.name)!);
    }
  }
  return ordered;
}

export interface CatalogSequence {
  name: string;
  lastValue: string;
  isCalled: boolean;
}

export async function listSequences(client: ClientBase): Promise<CatalogSequence[]> {
  const { rows } = await client.query<{ name: string }>(
    `SELECT n.nspname || '.' || c.relname AS name
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind = 'S' AND (n.nspname = 'public' OR n.nspname = 'drizzle')
      ORDER BY 1`,
  );
  const out: CatalogSequence[] = [];
  for (const { name } of rows) {
    const { rows: v } = await client.query<{ last_value: string; is_called: boolean }>(
      `SELECT last_value::text, is_called FROM ${quoteName(name)}`,
    );
    out.push({ name, lastValue: v[0]!.last_value, isCalled: v[0]!.is_called });
  }
  return out;
}

/** The applied migrations in order of application (drizzle compares by their journal time). */
export async function appliedMigrations(client: ClientBase): Promise<{ hash: string; createdAt: number }[]> {
  const exists = await client.query(`SELECT to_regclass($1) AS t`, [MIGRATIONS_TABLE]);
  if (!exists.rows[0]?.t) return [];
  const { rows } = await client.query<{ hash: string; created_at: string }>(
    `SELECT hash, created_at::text FROM ${quoteName(MIGRATIONS_TABLE)} ORDER BY created_at, id`,
  );
  return rows.map((r) => ({ hash: r.hash, createdAt: Number(r.created_at) }));
}

/**
 * COPY's text follows the session's settings: dates in DateStyle, timestamptz in TimeZone, floats
 * by extra_float_digits. Backup and restore both fix them, so a value reads back exactly whatever
 * the server's or the role's defaults are.
 */
export async function fixTextFormats(client: ClientBase): Promise<void> {
  await client.query(
    "SELECT set_config('DateStyle', 'ISO, YMD', true), set_config('TimeZone', 'UTC', true), set_config('IntervalStyle', 'postgres', true), " +
      "set_config('extra_float_digits', '3', true), set_config('bytea_output', 'hex', true), set_config('client_encoding', 'UTF8', true)",
  );
}
