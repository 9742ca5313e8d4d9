import { apiFetch } from './http';

export const login = (username: string, password: string) =>
  apiFetch<{ success: boolean; message: string }>('/admin/login', { method: 'POST', body: { username, password }, quiet401: true });

export const checkAdmin = (signal?: AbortSignal) =>
  apiFetch<{ success: boolean; username: string }>('/admin/check', { signal, quiet401: true });

export const logout = () => apiFetch<{ success: boolean; message: string }>('/admin/logout', { method: 'POST' });
