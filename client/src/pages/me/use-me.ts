import { useEffect, useRef, useState } from 'react';
import type { MeLiveFrame, MeSummary } from '@pageant/common/content/cockpit';
import { COCKPIT_SUMMARY_PATH } from '@pageant/common/page-boot';
import { fetchCandidates } from '@/api/candidates';
import { getMe } from '@/api/me';
import { whenIdle } from '@/components/voting/when-idle';
import { useSsrData } from '@/ssr/ssr-data';
import { useResource, type Resource } from './use-resource';

export interface MeView {
  summary: Resource<MeSummary>;
  candidate: MeSummary['candidate'];
  /** How many contestants her rank is out of; null until known. */
  field: number | null;
  /** Grows with each live frame that changed her count: the sections that follow it re-read. */
  tick: number;
}

/**
 * Her summary, kept live: `me:update` frames on her own channel move her count and rank in place,
 * and a reconnect (frames sent while offline are not replayed) reads the summary again.
 */
export function useMe(): MeView {
  const [tick, setTick] = useState(0);
  // Her summary as the server rendered /me with it (server/src/http/cockpit-page.ts), if it did.
  const rendered = useSsrData<MeSummary>(COCKPIT_SUMMARY_PATH);
  const summary = useResource(getMe, String(tick), rendered);
  const [live, setLive] = useState<MeLiveFrame | null>(null);
  const [field, setField] = useState<number | null>(null);
  const candidateId = summary.data?.candidate?.id;
  const lastCount = useRef<number | null | undefined>(undefined);

  useEffect(() => {
    if (!candidateId) return;
    let cancelled = false;
    let close: (() => void) | undefined;
    const cancelIdle = whenIdle(() => {
      import('@/api/me-socket')
        .then(({ openMeChannel }) => {
          if (cancelled) return;
          close = openMeChannel(
            (frame) => {
              if (frame.candidateId !== candidateId) return;
              // The first frame (sent as she joins) only confirms what was read; a change re-reads the rest.
              if (lastCount.current !== undefined && lastCount.current !== frame.voteCount) setTick((n) => n + 1);
              lastCount.current = frame.voteCount;
              setLive(frame);
            },
            () => setTick((n) => n + 1),
          );
        })
        .catch((err: unknown) => console.error('Failed to connect for her live count', err));
    });
    return () => {
      cancelled = true;
      cancelIdle();
      close?.();
    };
  }, [candidateId]);

  useEffect(() => {
    if (!candidateId) return;
    const controller = new AbortController();
    fetchCandidates({ page: 1, limit: 1 }, controller.signal).then(
      (page) => setField(page.totalCount),
      () => setField(null),
    );
    return () => controller.abort();
  }, [candidateId]);

  const base = summary.data?.candidate ?? null;
  const candidate =
    base && live && live.candidateId === base.id
      ? { ...base, voteCount: live.voteCount, rank: live.rank, countsHidden: live.countsHidden }
      : base;
  return { summary, candidate, field, tick };
}
