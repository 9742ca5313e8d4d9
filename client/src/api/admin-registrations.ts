import { PAGE_SIZE, type PaymentStatus } from '@pageant/common';
import type { Currency } from '@pageant/common/content/pricing';
import type { RegistrationStage } from '@pageant/common/content/pipeline';
import { apiFetch } from './http';

/** One registration as GET /api/details/all answers it (admin only; the details token is never sent). */
export interface AdminRegistration {
  _id: string;
  fullName: string;
  age: number | string;
  email: string;
  education: string;
  category: string;
  contactNumber: string;
  whatsappNumber: string;
  amount: string;
  /** The fee's currency (issue #17). */
  currency: Currency;
  paymentStatus: PaymentStatus;
  paidAt: string | null;
  address: string | null;
  height: string | null;
  weight: string | null;
  hairColor: string | null;
  skinColor: string | null;
  eyeColor: string | null;
  pictures: string[];
  detailsSubmittedAt: string | null;
  createdAt: string;
  /** Where she is in the pipeline (issue #29); null while the fee is unpaid. */
  stage: RegistrationStage | null;
  /** Why she was declined; null otherwise. */
  reviewReason: string | null;
  /** The candidate made from her, once she is on the voting page. */
  candidateId: string | null;
}

export interface AdminRegistrationPage {
  registrations: AdminRegistration[];
  totalPages: number;
  totalCount: number;
  /** Registrations per stage over the search, whatever the stage filter. */
  stageCounts: Record<RegistrationStage, number>;
}

/** 'all' sends no status filter. */
export type RegistrationStatusFilter = PaymentStatus | 'all';

export interface RegistrationQuery {
  page: number;
  limit?: number;
  search?: string;
  status?: RegistrationStatusFilter;
  /** 'all' sends no stage filter. */
  stage?: RegistrationStage | 'all';
}

function filterParams(search = '', status: RegistrationStatusFilter = 'all') {
  const params = new URLSearchParams();
  if (search.trim()) params.set('search', search.trim());
  if (status !== 'all') params.set('status', status);
  return params;
}

export function getRegistrations({ page, limit = PAGE_SIZE, search, status, stage = 'all' }: RegistrationQuery, signal?: AbortSignal) {
  const params = filterParams(search, status);
  if (stage !== 'all') params.set('stage', stage);
  params.set('page', String(page));
  params.set('limit', String(limit));
  return apiFetch<AdminRegistrationPage>(`/details/all?${params}`, { signal });
}

/** The CSV download address for the same filters; a plain link, so the browser saves the attachment. */
export function registrationsExportUrl(search?: string, status?: RegistrationStatusFilter): string {
  const query = filterParams(search, status).toString();
  return `/api/details/export.csv${query ? `?${query}` : ''}`;
}
