import { phoneDigits } from '@pageant/common';
import { REGISTRATION_STAGES, type RegistrationStage } from '@pageant/common/content/pipeline';
import { and, count, desc, eq, ilike, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { payments, registrations } from '../../db/schema';
import { containsPattern } from '../../db/like';
import { stageSql } from './pipeline-repo';

export type RegistrationRow = typeof registrations.$inferSelect;
export type NewRegistration = typeof registrations.$inferInsert;
export type PaymentStatus = RegistrationRow['paymentStatus'];

export async function insertRegistration(db: DbOrTx, values: NewRegistration): Promise<RegistrationRow> {
  const [row] = await db.insert(registrations).values(values).returning();
  return row!;
}

/** DESIGN §5: only a PAID registration holds its email; failed or abandoned attempts can retry. */
export async function paidEmailExists(db: DbOrTx, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: registrations.id })
    .from(registrations)
    .where(and(sql`lower(${registrations.email}) = lower(${email})`, eq(registrations.paymentStatus, 'success')))
    .limit(1);
  return Boolean(row);
}

export async function findByToken(db: DbOrTx, token: string): Promise<RegistrationRow | null> {
  const [row] = await db.select().from(registrations).where(eq(registrations.token, token));
  return row ?? null;
}

/** A paid registration with the payment that paid it, or null when the token is unknown or not paid. */
export async function findPaidReceipt(db: DbOrTx, token: string): Promise<{ registration: RegistrationRow; txnid: string } | null> {
  const [row] = await db
    .select({ registration: registrations, txnid: payments.txnid })
    .from(registrations)
    .innerJoin(
      payments,
      and(eq(payments.purpose, 'registration'), sql`${payments.referenceId} = ${registrations.id}::text`, eq(payments.status, 'success')),
    )
    .where(and(eq(registrations.token, token), eq(registrations.paymentStatus, 'success')))
    .limit(1);
  return row ?? null;
}

export async function findById(db: DbOrTx, id: string): Promise<RegistrationRow | null> {
  const [row] = await db
    .select()
    .from(registrations)
    .where(sql`${registrations.id}::text = ${id}`);
  return row ?? null;
}

export async function markPaid(tx: DbOrTx, id: string): Promise<RegistrationRow | null> {
  const now = new Date();
  const [row] = await tx
    .update(registrations)
    .set({ paymentStatus: 'success', paidAt: now, updatedAt: now })
    .where(sql`${registrations.id}::text = ${id}`)
    .returning();
  return row ?? null;
}

export async function markRefunded(tx: DbOrTx, id: string): Promise<void> {
  const now = new Date();
  await tx
    .update(registrations)
    .set({ paymentStatus: 'refunded', refundedAt: now, updatedAt: now })
    .where(sql`${registrations.id}::text = ${id}`);
}

/** Locks the paid row so two concurrent submissions cannot both think they replaced the same pictures. */
export async function lockPaidByToken(tx: DbOrTx, token: string): Promise<RegistrationRow | null> {
  const [row] = await tx
    .select()
    .from(registrations)
    .where(and(eq(registrations.token, token), eq(registrations.paymentStatus, 'success')))
    .for('update');
  return row ?? null;
}

export interface DetailsUpdate {
  address: string;
  height: string;
  weight: string;
  hairColor: string;
  skinColor: string;
  eyeColor: string;
  pictures: { url: string; key: string }[];
}

export async function updateDetails(tx: DbOrTx, id: string, d: DetailsUpdate): Promise<void> {
  const now = new Date();
  await tx
    .update(registrations)
    .set({ ...d, detailsSubmittedAt: now, updatedAt: now })
    .where(eq(registrations.id, id));
}

export interface ListQuery {
  page: number;
  limit: number;
  search: string;
  status?: PaymentStatus;
  stage?: RegistrationStage;
}

function whereFor(q: Pick<ListQuery, 'search' | 'status' | 'stage'>): SQL | undefined {
  const conditions: SQL[] = [];
  if (q.search) {
    const pattern = containsPattern(q.search);
    const matches: SQL[] = [ilike(registrations.fullName, pattern), ilike(registrations.email, pattern)];
    // Phones are stored as digits only, so '+91 98765-43210' must match on its digits.
    const digits = phoneDigits(q.search);
    if (digits.length >= 3) {
      const phone = `%${digits}%`;
      const digitsOf = (col: AnyColumn) => sql`regexp_replace(${col}, '\\D', '', 'g') like ${phone}`;
      matches.push(digitsOf(registrations.contactNumber), digitsOf(registrations.whatsappNumber));
    }
    conditions.push(or(...matches)!);
  }
  if (q.status) conditions.push(eq(registrations.paymentStatus, q.status));
  if (q.stage) conditions.push(sql`${stageSql} = ${q.stage}`);
  return conditions.length ? and(...conditions) : undefined;
}

/** One page of the filtered registrations, newest first. */
export async function listPage(db: DbOrTx, q: ListQuery): Promise<RegistrationRow[]> {
  return db
    .select()
    .from(registrations)
    .where(whereFor(q))
    .orderBy(desc(registrations.createdAt), desc(registrations.id))
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
}

export type StageCounts = Record<RegistrationStage, number>;

/** How many registrations the search finds in each stage, whatever stage or status the list shows. */
export async function stageCounts(db: DbOrTx, search: string): Promise<StageCounts> {
  const rows = await db.select({ stage: stageSql, n: count() }).from(registrations).where(whereFor({ search })).groupBy(stageSql);
  const counts = Object.fromEntries(REGISTRATION_STAGES.map((s) => [s, 0])) as StageCounts;
  for (const r of rows) if (r.stage) counts[r.stage] = Number(r.n);
  return counts;
}

export async function list(db: DbOrTx, q: ListQuery): Promise<{ rows: RegistrationRow[]; total: number; stageCounts: StageCounts }> {
  const [rows, [totalRow], counts] = await Promise.all([
    listPage(db, q),
    db.select({ n: count() }).from(registrations).where(whereFor(q)),
    stageCounts(db, q.search),
  ]);
  return { rows, total: Number(totalRow?.n ?? 0), stageCounts: counts };
}
