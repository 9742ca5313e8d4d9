import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { LiveCandidate } from '@/api/live-votes';
import { candidatePath, fetchCandidate } from '@/api/candidates';
import { useSsrData } from '@/ssr/ssr-data';

export const DRIVE_PARAM = 'for';

export type DriveCandidate =
  { status: 'none' | 'unknown'; candidate: null } | { status: 'loading'; candidate: null } | { status: 'ready'; candidate: LiveCandidate };

const answered = (c: unknown): DriveCandidate =>
  typeof c === 'object' && c !== null && typeof (c as LiveCandidate)._id === 'string' && typeof (c as LiveCandidate).name === 'string'
    ? { status: 'ready', candidate: c as LiveCandidate }
    : { status: 'unknown', candidate: null };

/** The contestant named by ?for=, whose drive a gift from this page supports. */
export function useDriveId(): string | null {
  const [params] = useSearchParams();
  return params.get(DRIVE_PARAM)?.trim() || null;
}

/**
 * The contestant of ?for=. An id nobody has (or that was mistyped) leaves the page's general box:
 * a gift is never lost over a bad link, it goes to the general fund.
 */
export function useDriveCandidate(id: string | null): DriveCandidate {
  const fromServer = useSsrData<unknown>(id ? candidatePath(id) : null);
  const [state, setState] = useState<DriveCandidate>(() =>
    !id ? { status: 'none', candidate: null } : fromServer !== undefined ? answered(fromServer) : { status: 'loading', candidate: null },
  );
  const [served] = useState(() => (fromServer !== undefined ? id : null));

  useEffect(() => {
    if (!id) {
      setState({ status: 'none', candidate: null });
      return;
    }
    if (served === id) return;
    const ctrl = new AbortController();
    setState({ status: 'loading', candidate: null });
    fetchCandidate(id, ctrl.signal)
      .then((c) => !ctrl.signal.aborted && setState(answered(c)))
      .catch(() => !ctrl.signal.aborted && setState({ status: 'unknown', candidate: null }));
    return () => ctrl.abort();
  }, [id, served]);

  return state;
}
