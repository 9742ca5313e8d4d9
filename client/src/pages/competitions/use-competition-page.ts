import { useEffect, useState } from 'react';
import { ApiError } from '@/api/http';
import { getCompetitionPage, type CompetitionPageData } from '@/api/competition';

export type CompetitionState = { status: 'loading' } | { status: 'ready'; data: CompetitionPageData } | { status: 'unavailable' };

/** 404 means the admin has not published the page yet: no error, only the fallback. */
export function useCompetitionPage(): CompetitionState {
  const [state, setState] = useState<CompetitionState>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    getCompetitionPage(controller.signal)
      .then((res) => {
        if (controller.signal.aborted) return;
        setState(res?.data?.header ? { status: 'ready', data: res.data } : { status: 'unavailable' });
      })
      .catch((err: unknown) => {
        if (controller.signal.aborted) return;
        if (!(err instanceof ApiError && err.status === 404)) console.error('Failed to load the competition page', err);
        setState({ status: 'unavailable' });
      });
    return () => controller.abort();
  }, []);

  return state;
}
