/** The audit log (issue #16): filters of GET /api/admin/audit and the shape it answers. */
import { z } from 'zod';
import { text } from '../schemas';

export const AUDIT_PAGE_SIZE = 25;
export const AUDIT_MAX_LIMIT = 100;

export const AUDIT_MSG = {
  loadFailed: 'Could not load the audit log. Please try again.',
  empty: 'No admin actions recorded yet.',
  noMatch: 'No entries match these filters.',
  badPage: 'page must be a whole number from 1.',
  badLimit: `limit must be a whole number from 1 to ${AUDIT_MAX_LIMIT}.`,
} as const;

/** An empty filter (a cleared input) means "any", like a missing one. */
const filter = (max: number) => z.preprocess((v) => (v === '' ? undefined : v), text(max).optional());

export const auditQuerySchema = z.object({
  /** Exact admin name (case-insensitive), or the username a failed login tried. */
  actor: filter(64),
  /** Exact action (`sponsor.update`) or an area (`sponsor`, which matches every `sponsor.*`). */
  action: filter(64),
  page: z.coerce
    .number({ error: AUDIT_MSG.badPage })
    .int(AUDIT_MSG.badPage)
    .min(1, AUDIT_MSG.badPage)
    .max(100_000, AUDIT_MSG.badPage)
    .default(1),
  limit: z.coerce
    .number({ error: AUDIT_MSG.badLimit })
    .int(AUDIT_MSG.badLimit)
    .min(1, AUDIT_MSG.badLimit)
    .max(AUDIT_MAX_LIMIT, AUDIT_MSG.badLimit)
    .default(AUDIT_PAGE_SIZE),
});
export type AuditQuery = z.infer<typeof auditQuerySchema>;

export interface AuditEntryDto {
  _id: string;
  /** ISO 8601, UTC. */
  at: string;
  actor: string;
  action: string;
  target: string;
  ip: string | null;
  summary: string;
}

export interface AuditPage {
  entries: AuditEntryDto[];
  page: number;
  totalPages: number;
}

/** GET /api/admin/audit/filters: what has been recorded so far, for the Audit screen's filters. */
export interface AuditFilters {
  actions: string[];
  /** Admins who did something; names tried by failed logins are left out. */
  actors: string[];
}

/** An action's area: `sponsor.update` -> `sponsor`. */
export const auditArea = (action: string): string => action.split('.')[0] ?? action;
