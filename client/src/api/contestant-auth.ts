import { apiFetch } from './http';

/** Her sign-in without a password (issue #30): ask for a mailed link, then trade its token for a session. */

export const requestLoginLink = (email: string) =>
  apiFetch<{ success: true; message: string }>('/contestant/login-link', { method: 'POST', body: { email }, quiet401: true });

export const startContestantSession = (token: string) =>
  apiFetch<{ success: true; redirect: string }>('/contestant/session', { method: 'POST', body: { token }, quiet401: true });
