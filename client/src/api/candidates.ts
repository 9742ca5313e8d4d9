import type { CandidateBody, CandidateDto, CandidatePage, VoteInitiateInput, VoteLedger } from '@pageant/common/content/voting';
import { PAGE_SIZE } from '@pageant/common';
import type { Category } from '@pageant/common/constants';
import type { Currency } from '@pageant/common/content/pricing';
import { ApiError, apiFetch } from './http';
import type { LiveCandidate } from './live-votes';

export interface CandidateQuery {
  page: number;
  limit?: number;
  search?: string;
  /** Miss or Mrs only; null or absent lists everyone. */
  category?: Category | null;
}

/**
 * The list's API path (without `/api`). Also the key of its server-rendered answer (useSsrData), so the
 * server and the page must build it the same way: this is the one place that does.
 */
export const candidatesPath = ({ page, limit = PAGE_SIZE, search = '', category }: CandidateQuery): string => {
  const query = new URLSearchParams({ page: String(page), limit: String(limit), search });
  // Only when filtering: the unfiltered path stays byte for byte what it was (the server's prepared answers are keyed by it).
  if (category) query.set('category', category);
  return `/candidates/fetch?${query}`;
};

/** One contestant's API path (without `/api`), likewise the key of her server-rendered answer. */
export const candidatePath = (id: string): string => `/candidates/fetchbyid/${encodeURIComponent(id)}`;

export const fetchCandidates = (query: CandidateQuery, signal?: AbortSignal) => apiFetch<CandidatePage>(candidatesPath(query), { signal });

export const fetchCandidate = (id: string, signal?: AbortSignal) => apiFetch<LiveCandidate>(candidatePath(id), { signal });

/**
 * Rupees: the gateway address and the signed fields to post there (SPEC §5: both must be present).
 * Dollars (issue #17): a Stripe Checkout page to visit, `method: 'GET'`.
 */
export interface VoteRedirect {
  url?: string;
  paymentData?: Record<string, string | number>;
  method?: 'GET' | 'POST';
  txnid?: string;
}

/**
 * The currency is left out for rupees, so an INR vote sends exactly what it always did. Her share
 * link's ref and src and a voter's cheer (issue #30) are sent only when there are any.
 */
export type VoteInitiateRequest = Omit<VoteInitiateInput, 'currency'> & {
  currency?: Currency;
  ref?: string;
  src?: string;
  cheer?: string;
  cheerName?: string;
};

export const initiateVote = (body: VoteInitiateRequest) => apiFetch<VoteRedirect>('/vote/initiate', { method: 'POST', body });

// Admin (DESIGN §4): multipart name + image; image optional on update. Category, city and bio since issue #29.
type CandidateSaved = { success: boolean; message: string; candidate?: CandidateDto };

/** A row of the list as an admin reads it: also whether it is seeded demo data and the registration it came from. */
export type AdminCandidate = CandidateDto & { demo?: boolean; registrationId?: string | null };

export type CandidateFields = Pick<CandidateBody, 'name' | 'category' | 'city' | 'bio'>;

function candidateForm({ name, category, city, bio }: CandidateFields, image?: File | null) {
  const body = new FormData();
  body.append('name', name);
  if (category) body.append('category', category);
  // Sent even when empty, so clearing a city or bio on update clears it.
  body.append('city', city ?? '');
  body.append('bio', bio ?? '');
  if (image) body.append('image', image);
  return body;
}

export const createCandidate = (fields: CandidateFields, image: File) =>
  apiFetch<CandidateSaved>('/candidates/create', { method: 'POST', body: candidateForm(fields, image) });

export const updateCandidate = (id: string, fields: CandidateFields, image?: File | null) =>
  apiFetch<CandidateSaved>(`/candidates/update/${encodeURIComponent(id)}`, { method: 'PUT', body: candidateForm(fields, image) });

export const deleteCandidate = (id: string) =>
  apiFetch<{ success: boolean; message: string }>(`/candidates/delete/${encodeURIComponent(id)}`, { method: 'DELETE' });

export const fetchVoteLedger = (page = 1, limit = 20, signal?: AbortSignal) =>
  apiFetch<VoteLedger>(`/votes/ledger?${new URLSearchParams({ page: String(page), limit: String(limit) })}`, { signal });

/**
 * The list as the public sees it, sent without the session cookie (issue #15): the /live stage display
 * on a signed-in laptop must show hidden counts as hidden.
 */
export async function fetchPublicCandidates(query: CandidateQuery, signal?: AbortSignal): Promise<CandidatePage> {
  const res = await fetch(`/api${candidatesPath(query)}`, { credentials: 'omit', signal, headers: { Accept: 'application/json' } });
  if (!res.ok) throw new ApiError(res.status, '');
  return (await res.json()) as CandidatePage;
}
