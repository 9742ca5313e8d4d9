import { and, desc, eq, like, ne, or, sql, type SQL } from 'drizzle-orm';
import type { AuditQuery } from '@pageant/common/content/audit';
import type { DbOrTx } from '../../db/client';
import { auditLog } from '../../db/schema';

export type AuditRow = typeof auditLog.$inferSelect;

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

function filters(q: Pick<AuditQuery, 'actor' | 'action'>): SQL | undefined {
  const parts: SQL[] = [];
  if (q.actor) parts.push(eq(auditLog.actor, q.actor));
  // "sponsor" is an area: it matches sponsor.create, sponsor.update and sponsor.delete.
  if (q.action)
    parts.push(
      q.action.includes('.')
        ? eq(auditLog.action, q.action)
        : or(eq(auditLog.action, q.action), like(auditLog.action, `${escapeLike(q.action)}.%`))!,
    );
  return parts.length ? and(...parts) : undefined;
}

/** Newest first; seq breaks ties between entries of the same instant. */
export async function listEntries(db: DbOrTx, q: AuditQuery): Promise<{ rows: AuditRow[]; total: number }> {
  const where = filters(q);
  const [rows, [count]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.at), desc(auditLog.seq))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(where),
  ]);
  return { rows, total: count?.n ?? 0 };
}

// Failed logins name whatever was typed; only names that did something belong in the filter list.
const FILTER_LIST_MAX = 200;

export async function distinctActions(db: DbOrTx): Promise<string[]> {
  const rows = await db.selectDistinct({ action: auditLog.action }).from(auditLog).orderBy(auditLog.action).limit(FILTER_LIST_MAX);
  return rows.map((r) => r.action);
}

export async function distinctActors(db: DbOrTx, failedLoginAction: string): Promise<string[]> {
  const rows = await db
    .selectDistinct({ actor: auditLog.actor })
    .from(auditLog)
    .where(ne(auditLog.action, failedLoginAction))
    .orderBy(auditLog.actor)
    .limit(FILTER_LIST_MAX);
  return rows.map((r) => r.actor);
}
