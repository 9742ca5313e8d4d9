import { apiFetch } from './http';

/** The announced voting window (issue #15): each an ISO-8601 instant, or null when not set. */
export interface EventSchedule {
  opensAt: string | null;
  closesAt: string | null;
  hideCountsFrom: string | null;
  revealedAt: string | null;
}

export interface EventStatus {
  isActive: boolean;
  /** Absent from an older server; the client then reads it as "no schedule, counts public". */
  schedule?: EventSchedule | null;
  countsHidden?: boolean;
}

export const getEventStatus = (signal?: AbortSignal) => apiFetch<EventStatus>('/event/status', { signal });

export const toggleEvent = (isActive: boolean) => apiFetch<EventStatus>('/event/toggle', { method: 'POST', body: { isActive } });

export const updateEventStatus = (isActive: boolean) =>
  apiFetch<EventStatus & { message: string }>('/event/status', { method: 'PATCH', body: { isActive } });

export type ScheduleInput = Pick<EventSchedule, 'opensAt' | 'closesAt' | 'hideCountsFrom'>;

export const saveEventSchedule = (body: ScheduleInput) =>
  apiFetch<{ success: boolean; message: string; schedule: EventSchedule }>('/event/schedule', { method: 'PUT', body });

export const revealCounts = () =>
  apiFetch<{ success: boolean; message: string; schedule?: EventSchedule }>('/event/reveal', { method: 'POST', body: {} });
