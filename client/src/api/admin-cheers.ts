import type { AdminCheer, AdminCheersPage } from '@pageant/common/content/cheers-admin';
import { apiFetch } from './http';

/** GET /api/admin/cheers: one page of voters' cheers, newest first, hidden ones included. */
export const fetchAdminCheers = (page = 1, signal?: AbortSignal) =>
  apiFetch<AdminCheersPage>(`/admin/cheers?${new URLSearchParams({ page: String(page) })}`, { signal });

/** PATCH /api/admin/cheers/:id: hides a cheer from her cockpit, or shows it again. */
export const setCheerHidden = (id: string, hidden: boolean) =>
  apiFetch<{ success: true; message: string; cheer: AdminCheer }>(`/admin/cheers/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: { hidden },
  });
