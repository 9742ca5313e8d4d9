import type { AuditFilters, AuditPage, AuditQuery } from '@pageant/common/content/audit';
import type { Db, DbOrTx } from '../../db/client';
import { AUDIT } from './actions';
import { recordAudit, type AuditEntry } from './record';
import * as repo from './repo';

// Other modules reach this one only through its service (README "Code habits"): everything they
// need to record an action is offered here.
export { AUDIT, contentAction } from './actions';
export {
  auditFrom,
  deleteAudited,
  isSafeAuditField,
  joinSummary,
  recordAudit,
  reconcileEntry,
  requestIp,
  summarizeChanges,
  type AuditActor,
  type AuditEntry,
} from './record';

/** For routes, which never hold the database themselves: records one entry on its own. */
export type AuditRecorder = (entry: AuditEntry) => Promise<void>;
export const auditRecorder =
  (db: DbOrTx): AuditRecorder =>
  (entry) =>
    recordAudit(db, entry);

const toDto = (r: repo.AuditRow) => ({
  _id: r.id,
  at: r.at.toISOString(),
  actor: r.actor,
  action: r.action,
  target: r.target,
  ip: r.ip,
  summary: r.summary,
});

/** Reading only: nothing here (or anywhere) changes or deletes an entry. */
export function auditLogService(db: Db) {
  return {
    async list(q: AuditQuery): Promise<AuditPage> {
      const { rows, total } = await repo.listEntries(db, q);
      return { entries: rows.map(toDto), page: q.page, totalPages: Math.ceil(total / q.limit) };
    },
    async filters(): Promise<AuditFilters> {
      const [actions, actors] = await Promise.all([repo.distinctActions(db), repo.distinctActors(db, AUDIT.loginFailed)]);
      return { actions, actors };
    },
  };
}
export type AuditLogService = ReturnType<typeof auditLogService>;
