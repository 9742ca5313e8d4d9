import { AUDIT_PAGE_SIZE, type AuditFilters, type AuditPage } from '@pageant/common/content/audit';
import { apiFetch } from '@/api/http';

export interface AuditListQuery {
  page: number;
  /** '' means any admin. */
  actor: string;
  /** '' means any action; an area (`sponsor`) means all of its actions. */
  action: string;
}

export function getAuditPage({ page, actor, action }: AuditListQuery, signal?: AbortSignal): Promise<AuditPage> {
  const params = new URLSearchParams({ page: String(page), limit: String(AUDIT_PAGE_SIZE) });
  if (actor) params.set('actor', actor);
  if (action) params.set('action', action);
  return apiFetch<AuditPage>(`/admin/audit?${params}`, { signal });
}

export const getAuditFilters = (signal?: AbortSignal): Promise<AuditFilters> => apiFetch<AuditFilters>('/admin/audit/filters', { signal });
