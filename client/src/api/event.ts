import type { EventSchedule, EventStatus } from '@pageant/common/content/schedule-rules';
import { apiFetch } from './http';

export type { EventSchedule, EventStatus };

export const getEventStatus = (signal?: AbortSignal) => apiFetch<EventStatus>('/event/status', { signal });

export const toggleEvent = (isActive: boolean) => apiFetch<EventStatus>('/event/toggle', { method: 'POST', body: { isActive } });

export const updateEventStatus = (isActive: boolean) =>
  apiFetch<EventStatus & { message: string }>('/event/status', { method: 'PATCH', body: { isActive } });

export type ScheduleInput = Pick<EventSchedule, 'opensAt' | 'closesAt' | 'hideCountsFrom'>;

export const saveEventSchedule = (body: ScheduleInput) =>
  apiFetch<{ success: boolean; message: string; schedule: EventSchedule }>('/event/schedule', { method: 'PUT', body });

export const revealCounts = () =>
  apiFetch<{ success: boolean; message: string; schedule?: EventSchedule }>('/event/reveal', { method: 'POST', body: {} });
