import { useCallback, useEffect, useState } from 'react';
import { AUDIT_MSG, type AuditFilters, type AuditPage } from '@pageant/common/content/audit';
import { useQueryPage } from '../shared/use-query-page';
import { getAuditFilters, getAuditPage, type AuditListQuery } from './audit-api';

const EMPTY: AuditPage = { entries: [], page: 1, totalPages: 0 };

/** One page of the log for the filters; refetched when any changes or reload() is called. */
export function useAuditLog({ page, actor, action }: AuditListQuery) {
  const load = useCallback(
    (signal: AbortSignal) =>
      getAuditPage({ page, actor, action }, signal).then((res) => ({
        ...EMPTY,
        ...res,
        entries: Array.isArray(res?.entries) ? res.entries : [],
      })),
    [page, actor, action],
  );
  return useQueryPage(load, { empty: EMPTY, logMessage: 'Failed to fetch the audit log', fallbackMessage: AUDIT_MSG.loadFailed });
}

const NO_FILTERS: AuditFilters = { actions: [], actors: [] };

/**
 * The admins and actions recorded so far, for the filter menus. Loaded again with each `version`
 * (the Refresh button), so an action recorded meanwhile can be picked. A failure leaves the menus
 * with "All" only: the log itself still loads.
 */
export function useAuditFilters(version: number): AuditFilters {
  const [filters, setFilters] = useState<AuditFilters>(NO_FILTERS);
  useEffect(() => {
    const ctrl = new AbortController();
    getAuditFilters(ctrl.signal)
      .then((res) => {
        if (!ctrl.signal.aborted) setFilters({ actions: res?.actions ?? [], actors: res?.actors ?? [] });
      })
      .catch((err: unknown) => {
        if (!ctrl.signal.aborted) console.error('Failed to fetch the audit filters', err);
      });
    return () => ctrl.abort();
  }, [version]);
  return filters;
}
