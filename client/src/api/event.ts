import { apiFetch } from './http';

export interface EventStatus {
  isActive: boolean;
}

export const getEventStatus = (signal?: AbortSignal) => apiFetch<EventStatus>('/event/status', { signal });

export const toggleEvent = (isActive: boolean) => apiFetch<EventStatus>('/event/toggle', { method: 'POST', body: { isActive } });

export const updateEventStatus = (isActive: boolean) =>
  apiFetch<EventStatus & { message: string }>('/event/status', { method: 'PATCH', body: { isActive } });
