import type { AdminAccount, InviteAdminInput, PatchAdminInput, PendingInvitation } from '@pageant/common/content/admin-accounts';
import { apiFetch } from '@/api/http';

export interface TeamOverview {
  users: AdminAccount[];
  invitations: PendingInvitation[];
}

export const getTeam = (signal?: AbortSignal): Promise<TeamOverview> => apiFetch<TeamOverview>('/admin/users', { signal });

export const inviteAdmin = (body: InviteAdminInput) =>
  apiFetch<{ message: string; invitation: PendingInvitation }>('/admin/users', { method: 'POST', body });

export const changeAdmin = (id: string, body: PatchAdminInput) =>
  apiFetch<{ user: AdminAccount }>(`/admin/users/${encodeURIComponent(id)}`, { method: 'PATCH', body });

/** Public: she has no session yet, so a 401 here is not a reason to send her to the login page. */
export const acceptInvitation = (body: { token: string; password: string; confirm: string }) =>
  apiFetch<{ message: string }>('/admin/invitations/accept', { method: 'POST', body, quiet401: true });
