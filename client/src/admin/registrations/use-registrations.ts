import { useCallback } from 'react';
import { PAGE_SIZE } from '@pageant/common';
import { REGISTRATION_STAGES, type RegistrationStage } from '@pageant/common/content/pipeline';
import { getRegistrations, type AdminRegistrationPage, type RegistrationStatusFilter } from '@/api/admin-registrations';
import { useQueryPage } from '../shared/use-query-page';

export const REGISTRATIONS_FETCH_FAILED = 'Failed to fetch registrations';
const NO_COUNTS = Object.fromEntries(REGISTRATION_STAGES.map((s) => [s, 0])) as Record<RegistrationStage, number>;
const EMPTY: AdminRegistrationPage = { registrations: [], totalPages: 0, totalCount: 0, stageCounts: NO_COUNTS };

export type StageFilter = RegistrationStage | 'all';

/** One page of registrations for the filters; refetched when any changes or reload() is called. */
export function useRegistrations(page: number, search: string, status: RegistrationStatusFilter, stage: StageFilter = 'all') {
  const load = useCallback(
    (signal: AbortSignal) =>
      getRegistrations({ page, limit: PAGE_SIZE, search, status, stage }, signal).then((res) => ({
        ...EMPTY,
        ...res,
        registrations: Array.isArray(res?.registrations) ? res.registrations : [],
        stageCounts: { ...NO_COUNTS, ...res?.stageCounts },
      })),
    [page, search, status, stage],
  );
  return useQueryPage(load, { empty: EMPTY, logMessage: 'Failed to fetch registrations', fallbackMessage: REGISTRATIONS_FETCH_FAILED });
}
