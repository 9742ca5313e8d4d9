import { sql } from 'drizzle-orm';
import { CSR_DEFAULT_TARGETS, CSR_DONOR_NAMES_MAX, type CurrencyAmounts } from '@pageant/common/content/csr-drive';
import type { DbOrTx } from '../../db/client';

const rows = async <T extends Record<string, unknown>>(db: DbOrTx, query: ReturnType<typeof sql>) => (await db.execute<T>(query)).rows;

/**
 * A gift counts while its payment stands as paid and it was not refunded: a refund takes it out
 * again. A monthly gift is one payment of everything it charged, so its row's amount is what counts.
 */
const CREDITED = sql`p.status = 'success' AND d.refunded_at IS NULL`;
/** Donors are told apart by e-mail (any case); a gift without one is its own donor. */
const DONOR = sql`coalesce(lower(d.donor_email), d.id::text)`;

export interface DriveSums {
  candidateId: string;
  raised: CurrencyAmounts;
  donors: number;
}

const amounts = (inr: string, usd: string): CurrencyAmounts => ({ INR: Number(inr), USD: Number(usd) });

/** Credited gifts per drive; `candidateId` limits it to one contestant. Drives without a credited gift are absent. */
export async function driveSums(db: DbOrTx, candidateId?: string): Promise<DriveSums[]> {
  const list = await rows<{ candidate_id: string; inr: string; usd: string; donors: number }>(
    db,
    sql`SELECT d.candidate_id,
               coalesce(sum(d.amount) FILTER (WHERE d.currency = 'INR'), 0)::numeric(16,2)::text AS inr,
               coalesce(sum(d.amount) FILTER (WHERE d.currency = 'USD'), 0)::numeric(16,2)::text AS usd,
               count(DISTINCT ${DONOR})::int AS donors
        FROM donations d JOIN payments p ON p.id = d.payment_id
        WHERE ${CREDITED} AND d.candidate_id IS NOT NULL
          AND (${candidateId ?? null}::uuid IS NULL OR d.candidate_id = ${candidateId ?? null}::uuid)
        GROUP BY d.candidate_id`,
  );
  return list.map((r) => ({ candidateId: r.candidate_id, raised: amounts(r.inr, r.usd), donors: r.donors }));
}

/** Every drive together: a donor who gave to two drives is one donor here. */
export async function allDrivesTotal(db: DbOrTx): Promise<{ raised: CurrencyAmounts; donors: number; drives: number }> {
  const [row] = await rows<{ inr: string; usd: string; donors: number; drives: number }>(
    db,
    sql`SELECT coalesce(sum(d.amount) FILTER (WHERE d.currency = 'INR'), 0)::numeric(16,2)::text AS inr,
               coalesce(sum(d.amount) FILTER (WHERE d.currency = 'USD'), 0)::numeric(16,2)::text AS usd,
               count(DISTINCT ${DONOR})::int AS donors,
               count(DISTINCT d.candidate_id)::int AS drives
        FROM donations d JOIN payments p ON p.id = d.payment_id
        WHERE ${CREDITED} AND d.candidate_id IS NOT NULL`,
  );
  return { raised: amounts(row!.inr, row!.usd), donors: row!.donors, drives: row!.drives };
}

/** Credited gifts that name no contestant (the general fund). */
export async function generalFund(db: DbOrTx): Promise<CurrencyAmounts> {
  const [row] = await rows<{ inr: string; usd: string }>(
    db,
    sql`SELECT coalesce(sum(d.amount) FILTER (WHERE d.currency = 'INR'), 0)::numeric(16,2)::text AS inr,
               coalesce(sum(d.amount) FILTER (WHERE d.currency = 'USD'), 0)::numeric(16,2)::text AS usd
        FROM donations d JOIN payments p ON p.id = d.payment_id
        WHERE ${CREDITED} AND d.candidate_id IS NULL`,
  );
  return amounts(row!.inr, row!.usd);
}

/**
 * The first names of her donors who agreed to be shown, one per donor (their latest gift), newest
 * first. Only the first word of the name they typed: never a surname, e-mail or amount.
 */
export async function donorFirstNames(db: DbOrTx, candidateId: string): Promise<string[]> {
  const list = await rows<{ name: string }>(
    db,
    sql`SELECT name FROM (
          SELECT DISTINCT ON (${DONOR}) split_part(btrim(d.donor_name), ' ', 1) AS name, d.created_at
          FROM donations d JOIN payments p ON p.id = d.payment_id
          WHERE ${CREDITED} AND d.candidate_id = ${candidateId}::uuid AND d.show_name AND btrim(coalesce(d.donor_name, '')) <> ''
          ORDER BY ${DONOR}, d.created_at DESC
        ) AS latest
        ORDER BY created_at DESC
        LIMIT ${CSR_DONOR_NAMES_MAX}`,
  );
  return list.map((r) => r.name);
}

export interface CandidateRow {
  id: string;
  name: string;
  category: string | null;
}

/** `lock`: FOR KEY SHARE, so she is not deleted before the caller's transaction ends (renames still go through). */
export async function candidateById(db: DbOrTx, id: string, lock = false): Promise<CandidateRow | undefined> {
  const [row] = await rows<{ id: string; name: string; category: string | null }>(
    db,
    sql`SELECT id, name, category::text AS category FROM candidates WHERE id = ${id}::uuid ${lock ? sql`FOR KEY SHARE` : sql``}`,
  );
  return row;
}

export async function allCandidates(db: DbOrTx): Promise<CandidateRow[]> {
  return rows<{ id: string; name: string; category: string | null }>(
    db,
    sql`SELECT id, name, category::text AS category FROM candidates ORDER BY name, id`,
  );
}

/** The ids among `ids` that name a contestant. */
export async function existingCandidates(db: DbOrTx, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const list = await rows<{ id: string }>(
    db,
    sql`SELECT id FROM candidates WHERE id IN (${sql.join(
      ids.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})`,
  );
  return new Set(list.map((r) => r.id));
}

/** The season's targets; common's defaults until the admin saves her own. */
export async function seasonTargets(db: DbOrTx): Promise<CurrencyAmounts> {
  const [row] = await rows<{ target_inr: number; target_usd: number }>(
    db,
    sql`SELECT target_inr, target_usd FROM csr_targets WHERE id = 1`,
  );
  return row ? { INR: row.target_inr, USD: row.target_usd } : { ...CSR_DEFAULT_TARGETS };
}

export interface OverrideRow {
  candidateId: string;
  name: string;
  INR: number | null;
  USD: number | null;
}

/** Per-contestant targets, `candidateId` limiting it to one; by name. */
export async function targetOverrides(db: DbOrTx, candidateId?: string): Promise<OverrideRow[]> {
  const list = await rows<{ candidate_id: string; name: string; target_inr: number | null; target_usd: number | null }>(
    db,
    sql`SELECT o.candidate_id, c.name, o.target_inr, o.target_usd
        FROM csr_target_overrides o JOIN candidates c ON c.id = o.candidate_id
        WHERE ${candidateId ?? null}::uuid IS NULL OR o.candidate_id = ${candidateId ?? null}::uuid
        ORDER BY c.name, c.id`,
  );
  return list.map((r) => ({ candidateId: r.candidate_id, name: r.name, INR: r.target_inr, USD: r.target_usd }));
}

/** Replaces the targets: the season's row and the whole list of overrides. */
export async function saveTargets(
  db: DbOrTx,
  season: CurrencyAmounts,
  overrides: { candidateId: string; INR: number | null; USD: number | null }[],
): Promise<void> {
  await db.execute(
    sql`INSERT INTO csr_targets (id, target_inr, target_usd, updated_at) VALUES (1, ${season.INR}, ${season.USD}, now())
        ON CONFLICT (id) DO UPDATE SET target_inr = excluded.target_inr, target_usd = excluded.target_usd, updated_at = now()`,
  );
  await db.execute(sql`DELETE FROM csr_target_overrides`);
  for (const o of overrides) {
    await db.execute(
      sql`INSERT INTO csr_target_overrides (candidate_id, target_inr, target_usd) VALUES (${o.candidateId}::uuid, ${o.INR}, ${o.USD})`,
    );
  }
}
