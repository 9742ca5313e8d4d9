import { useCallback, useEffect, useState } from 'react';
import { PAGE_SIZE } from '@pageant/common';
import { getRegistrations, type AdminRegistrationPage, type RegistrationStatusFilter } from '@/api/admin-registrations';
import { errorMessage } from '@/api/http';

export const REGISTRATIONS_FETCH_FAILED = 'Failed to fetch registrations';
const EMPTY: AdminRegistrationPage = { registrations: [], totalPages: 0, totalCount: 0 };

/** One page of registrations for the filters; refetched when any changes or reload() is called. */
export function useRegistrations(page: number, search: string, status: RegistrationStatusFilter) {
  const [data, setData] = useState<AdminRegistrationPage>(EMPTY);
  const [loading, setLoading] = useState(true);
  const [loaded, setLoaded] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    const ctrl = new AbortController();
    setLoading(true);
    setError(null);
    getRegistrations({ page, limit: PAGE_SIZE, search, status }, ctrl.signal)
      .then((res) => {
        setData({ ...EMPTY, ...res, registrations: Array.isArray(res?.registrations) ? res.registrations : [] });
        setLoaded(true);
      })
      .catch((err: unknown) => {
        if (ctrl.signal.aborted) return;
        console.error('Failed to fetch registrations', err);
        setError(errorMessage(err, REGISTRATIONS_FETCH_FAILED));
      })
      .finally(() => {
        if (!ctrl.signal.aborted) setLoading(false);
      });
    return () => ctrl.abort();
  }, [page, search, status, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { data, loading, loaded, error, reload };
}
