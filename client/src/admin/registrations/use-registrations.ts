import { useCallback } from 'react';
import { PAGE_SIZE } from '@pageant/common';
import { getRegistrations, type AdminRegistrationPage, type RegistrationStatusFilter } from '@/api/admin-registrations';
import { useQueryPage } from '../shared/use-query-page';

export const REGISTRATIONS_FETCH_FAILED = 'Failed to fetch registrations';
const EMPTY: AdminRegistrationPage = { registrations: [], totalPages: 0, totalCount: 0 };

/** One page of registrations for the filters; refetched when any changes or reload() is called. */
export function useRegistrations(page: number, search: string, status: RegistrationStatusFilter) {
  const load = useCallback(
    (signal: AbortSignal) =>
      getRegistrations({ page, limit: PAGE_SIZE, search, status }, signal).then((res) => ({
        ...EMPTY,
        ...res,
        registrations: Array.isArray(res?.registrations) ? res.registrations : [],
      })),
    [page, search, status],
  );
  return useQueryPage(load, { empty: EMPTY, logMessage: 'Failed to fetch registrations', fallbackMessage: REGISTRATIONS_FETCH_FAILED });
}
