import type { CsrStandings, CsrTargets, CsrTargetsInput, DriveProgress, FundraisingTotal } from '@pageant/common/content/csr-drive';
import { apiFetch } from './http';

/** Her drive's API path (without `/api`); also the key of its server-rendered answer (useSsrData). */
export const fundraisingPath = (candidateId: string): string => `/candidates/${encodeURIComponent(candidateId)}/fundraising`;
export const FUNDRAISING_TOTAL_PATH = '/fundraising/total';

export const getFundraising = (candidateId: string, signal?: AbortSignal) =>
  apiFetch<DriveProgress>(fundraisingPath(candidateId), { signal });

export const getFundraisingTotal = (signal?: AbortSignal) => apiFetch<FundraisingTotal>(FUNDRAISING_TOTAL_PATH, { signal });

// Admin (issue #33): the season's targets, the standings that score the finale's 30 marks, and their CSV.
export const getCsrTargets = (signal?: AbortSignal) => apiFetch<CsrTargets>('/admin/csr/targets', { signal });

export const saveCsrTargets = (body: CsrTargetsInput) =>
  apiFetch<CsrTargets & { message?: string }>('/admin/csr/targets', { method: 'PUT', body });

export const getCsrStandings = (signal?: AbortSignal) => apiFetch<CsrStandings>('/admin/csr/standings', { signal });

export const CSR_EXPORT_URL = '/api/admin/csr/export.csv';
