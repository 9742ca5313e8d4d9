import type { CheerItem, KitItem, KitMessage, MeSummary, SourceRow, VoteBucket } from '@pageant/common/content/cockpit';
import type { DriveProgressWithDonors } from '@pageant/common/content/csr-drive';
import { COCKPIT_SUMMARY_PATH } from '@pageant/common/page-boot';
import { apiFetch } from './http';

/** Her cockpit's reads and writes (issue #30); every one answers 401 once her session has ended. */

export const getMe = (signal?: AbortSignal) => apiFetch<MeSummary>(COCKPIT_SUMMARY_PATH, { signal, quiet401: true });

export type BucketSize = 'hour' | 'day';

export const getMeVotes = (bucket: BucketSize, signal?: AbortSignal) =>
  apiFetch<{ buckets: VoteBucket[] }>(`/me/votes?${new URLSearchParams({ bucket, days: bucket === 'hour' ? '2' : '30' })}`, {
    signal,
    quiet401: true,
  });

export const getMeSources = (signal?: AbortSignal) => apiFetch<{ sources: SourceRow[] }>('/me/sources', { signal, quiet401: true });

export const getMeCheers = (signal?: AbortSignal) => apiFetch<{ cheers: CheerItem[] }>('/me/cheers', { signal, quiet401: true });

export const getMeKit = (signal?: AbortSignal) =>
  apiFetch<{ items: KitItem[]; messages: KitMessage[]; message?: string }>('/me/kit', { signal, quiet401: true });

export const setDigest = (digest: boolean) =>
  apiFetch<{ success: boolean; message: string; preferences: { digest: boolean } }>('/me/preferences', {
    method: 'PATCH',
    body: { digest },
    quiet401: true,
  });

export const signOut = () => apiFetch<{ success: boolean; message: string }>('/me/logout', { method: 'POST', quiet401: true });

/** Her charity drive (issue #33), with the first names of donors who chose to be shown to her. */
export const getMeFundraising = (signal?: AbortSignal) =>
  apiFetch<{ fundraising: DriveProgressWithDonors | null }>('/me/fundraising', { signal, quiet401: true });
