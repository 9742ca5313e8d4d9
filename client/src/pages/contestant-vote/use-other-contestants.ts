import { useEffect, useRef, useState } from 'react';
import type { CandidateDto } from '@pageant/common/content/voting';
import { fetchCandidates } from '@/api/candidates';
import { whenWanted } from '@/ssr/load-on-approach';

/** How many the strip asks for: a screenful on a laptop, a few flicks on a phone. */
export const STRIP_SIZE = 12;

export type OthersState = { status: 'loading' } | { status: 'ready'; others: CandidateDto[] } | { status: 'failed' };

/**
 * The first page of the list without her, asked for once the strip nears the screen (or the visitor
 * first touches the page): her own answer and the first paint come first. A failure leaves the strip
 * with a link to all contestants; it is an extra, never worth a toast.
 */
export function useOtherContestants(excludeId: string) {
  const ref = useRef<HTMLElement>(null);
  const [state, setState] = useState<OthersState>({ status: 'loading' });
  useEffect(() => {
    const ctrl = new AbortController();
    const stop = whenWanted(ref.current, () => {
      fetchCandidates({ page: 1, limit: STRIP_SIZE }, ctrl.signal)
        .then((page) => {
          if (ctrl.signal.aborted) return;
          const list = Array.isArray(page?.candidates) ? page.candidates : [];
          setState({ status: 'ready', others: list.filter((c) => c._id !== excludeId) });
        })
        .catch((err: unknown) => {
          if (ctrl.signal.aborted) return;
          console.error('Failed to load other contestants', err);
          setState({ status: 'failed' });
        });
    });
    return () => {
      stop();
      ctrl.abort();
    };
  }, [excludeId]);
  return { ref, state };
}
