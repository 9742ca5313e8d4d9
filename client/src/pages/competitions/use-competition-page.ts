import { useEffect, useState } from 'react';
import { ApiError } from '@/api/http';
import { getCompetitionPage, type CompetitionPageData, type CompetitionPageResponse } from '@/api/competition';
import { useSsrData } from '@/ssr/ssr-data';
import { COMPETITION_PAGE_PATH } from './first-screen';

export type CompetitionState = { status: 'loading' } | { status: 'ready'; data: CompetitionPageData } | { status: 'unavailable' };

const fromAnswer = (res: CompetitionPageResponse | null | undefined): CompetitionState =>
  res?.data?.header ? { status: 'ready', data: res.data } : { status: 'unavailable' };

/**
 * 404 means the admin has not published the page yet: no error, only the fallback. After a full
 * page load the server's answer comes with the page and is not fetched again; without one (the
 * server's load failed, or this is a later navigation) the page loads as before.
 */
export function useCompetitionPage(): CompetitionState {
  const initial = useSsrData<CompetitionPageResponse>(COMPETITION_PAGE_PATH);
  const [fromServer] = useState(initial !== undefined);
  const [state, setState] = useState<CompetitionState>(() => (initial !== undefined ? fromAnswer(initial) : { status: 'loading' }));

  useEffect(() => {
    if (fromServer) return;
    const controller = new AbortController();
    getCompetitionPage(controller.signal)
      .then((res) => {
        if (controller.signal.aborted) return;
        setState(fromAnswer(res));
      })
      .catch((err: unknown) => {
        if (controller.signal.aborted) return;
        if (!(err instanceof ApiError && err.status === 404)) console.error('Failed to load the competition page', err);
        setState({ status: 'unavailable' });
      });
    return () => controller.abort();
  }, [fromServer]);

  return state;
}
