import type { AdminMe } from '@pageant/common/content/admin-accounts';
import type { AdminSession } from '@pageant/common/content/admin-sessions';
import type { SecondFactorStatus } from '@pageant/common/content/second-factor';
import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { apiFetch } from '@/api/http';

type Done = { success: boolean; message: string };

export const getMe = (signal?: AbortSignal) => apiFetch<AdminMe>('/admin/check', { signal });

export const getSessions = (signal?: AbortSignal) => apiFetch<{ sessions: AdminSession[] }>('/admin/account/sessions', { signal });
export const endSession = (id: string) => apiFetch<Done>(`/admin/account/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' });

export const changePassword = (body: { current: string; password: string; confirm: string }) =>
  apiFetch<Done>('/admin/account/password', { method: 'POST', body });

export const getSecondFactor = (signal?: AbortSignal) => apiFetch<SecondFactorStatus>('/admin/account/second-factor', { signal });

export const startTotp = () =>
  apiFetch<{ secret: string; otpauthUrl: string; qrSvg: string }>('/admin/account/totp/setup', { method: 'POST' });
export const confirmTotp = (code: string) =>
  apiFetch<{ recoveryCodes: string[] }>('/admin/account/totp/confirm', { method: 'POST', body: { code } });
export const removeTotp = (code: string) => apiFetch<Done>('/admin/account/totp', { method: 'DELETE', body: { code } });
export const renewRecoveryCodes = (code: string) =>
  apiFetch<{ recoveryCodes: string[] }>('/admin/account/recovery-codes', { method: 'POST', body: { code } });

// The options and the response are WebAuthn's own JSON, passed between the browser and the server as they are.
export const passkeyRegistrationOptions = () =>
  apiFetch<PublicKeyCredentialCreationOptionsJSON>('/admin/account/passkeys/options', { method: 'POST' });
export const addPasskey = (response: unknown, label?: string) =>
  apiFetch<unknown>('/admin/account/passkeys', { method: 'POST', body: { response, ...(label ? { label } : {}) } });
export const removePasskey = (id: string) => apiFetch<Done>(`/admin/account/passkeys/${encodeURIComponent(id)}`, { method: 'DELETE' });
