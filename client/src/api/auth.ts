import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/browser';
import type { AdminMe } from '@pageant/common/content/admin-accounts';
import type { SecondFactorPending } from '@pageant/common/content/second-factor';
import { apiFetch } from './http';

type Done = { success: boolean; message: string };

/** Signed in, or (issue #34) the password was right and the second factor is asked next. */
export const login = (username: string, password: string) =>
  apiFetch<Done | SecondFactorPending>('/admin/login', { method: 'POST', body: { username, password }, quiet401: true });

export const loginWithCode = (code: string) => apiFetch<Done>('/admin/login/code', { method: 'POST', body: { code }, quiet401: true });
export const loginPasskeyOptions = () =>
  apiFetch<PublicKeyCredentialRequestOptionsJSON>('/admin/login/passkey/options', { method: 'POST', quiet401: true });
export const loginWithPasskey = (response: unknown) =>
  apiFetch<Done>('/admin/login/passkey', { method: 'POST', body: { response }, quiet401: true });

export const checkAdmin = (signal?: AbortSignal) => apiFetch<AdminMe>('/admin/check', { signal, quiet401: true });

export const logout = () => apiFetch<{ success: boolean; message: string }>('/admin/logout', { method: 'POST' });
