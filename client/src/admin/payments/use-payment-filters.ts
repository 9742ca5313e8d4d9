import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { PaymentFilterValues } from '@/api/admin-payments';

const KEYS = ['purpose', 'status', 'currency', 'from', 'to'] as const satisfies readonly (keyof PaymentFilterValues)[];

/** The report's filters and page live in the address, so a filtered view can be reloaded, bookmarked or sent to a colleague. */
export function usePaymentFilters() {
  const [params, setParams] = useSearchParams();
  // Keyed on the query string: it changes exactly when a value does, unlike the params object.
  const query = params.toString();
  const filters = useMemo(() => {
    const current = new URLSearchParams(query);
    return Object.fromEntries(KEYS.map((k) => [k, current.get(k) ?? ''])) as PaymentFilterValues;
  }, [query]);
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);

  /** A new filter value starts again from page 1. */
  const setFilter = useCallback(
    (key: keyof PaymentFilterValues, value: string) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          if (value) next.set(key, value);
          else next.delete(key);
          next.delete('page');
          return next;
        },
        { replace: true },
      ),
    [setParams],
  );
  const setPage = useCallback(
    (n: number) =>
      setParams((prev) => {
        const next = new URLSearchParams(prev);
        if (n > 1) next.set('page', String(n));
        else next.delete('page');
        return next;
      }),
    [setParams],
  );
  const clear = useCallback(() => setParams(new URLSearchParams(), { replace: true }), [setParams]);
  const active = KEYS.some((k) => filters[k]);
  return { filters, page, setFilter, setPage, clear, active };
}
