import type { DriveProgress } from '@pageant/common/content/csr-drive';
import { useEffect, useState } from 'react';
import { fundraisingPath, getFundraising } from '@/api/csr-drive';
import { useSsrData } from '@/ssr/ssr-data';

export type DriveState = { status: 'loading' | 'unavailable'; progress: null } | { status: 'ready'; progress: DriveProgress };

const isProgress = (p: unknown): p is DriveProgress =>
  typeof p === 'object' && p !== null && 'raised' in p && 'target' in p && typeof (p as DriveProgress).percent === 'number';

/**
 * Her drive's progress. On a full page load it came with the HTML and is not fetched again; a
 * failure hides the figures (the link to give stays), it never blocks her page.
 */
export function useDriveProgress(candidateId: string | null): DriveState {
  const fromServer = useSsrData<unknown>(candidateId ? fundraisingPath(candidateId) : null);
  const [state, setState] = useState<DriveState>(() =>
    isProgress(fromServer) ? { status: 'ready', progress: fromServer } : { status: 'loading', progress: null },
  );
  const [served] = useState(() => (isProgress(fromServer) ? candidateId : null));

  useEffect(() => {
    if (!candidateId || served === candidateId) return;
    const ctrl = new AbortController();
    setState({ status: 'loading', progress: null });
    getFundraising(candidateId, ctrl.signal)
      .then(
        (p) =>
          !ctrl.signal.aborted && setState(isProgress(p) ? { status: 'ready', progress: p } : { status: 'unavailable', progress: null }),
      )
      .catch((err: unknown) => {
        if (ctrl.signal.aborted) return;
        console.error('Failed to load the charity drive', err);
        setState({ status: 'unavailable', progress: null });
      });
    return () => ctrl.abort();
  }, [candidateId, served]);

  return state;
}
