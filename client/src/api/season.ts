import type { Season } from '@pageant/common/content/season-rules';
import { apiFetch } from './http';

/** GET /api/season, as apiFetch is given it: also the key of its server-rendered answer (useSsrData). */
export const SEASON_PATH = '/season';

/** The public calendar (issue #32): a shared cache may keep it for a few seconds. */
export const getSeason = (signal?: AbortSignal) => apiFetch<Season>(SEASON_PATH, { signal });

/** The admin's copy, never from a cache: the editor must show what was last saved. */
export const getAdminSeason = (signal?: AbortSignal) => apiFetch<Season>('/admin/season', { signal });

/** PUT /api/admin/season: answers the saved calendar; a 400 carries the common message (SEASON_MSG). */
export const saveSeason = (season: unknown) => apiFetch<Season>('/admin/season', { method: 'PUT', body: season });
