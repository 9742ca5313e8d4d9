import type { MediaType } from '@pageant/common';
import { apiFetch } from './http';

export interface MediaItem {
  _id: string;
  id: string;
  title: string | null;
  type: MediaType;
  image: string | null;
  alt: string | null;
  videoUrl: string | null;
  order: number;
}

export interface MediaFields {
  type: MediaType;
  title: string;
  alt: string;
  image?: File | null;
  videoUrl?: string;
}

interface MediaListResponse {
  success: boolean;
  media: MediaItem[];
}
interface MediaItemResponse {
  success: boolean;
  message: string;
  item: MediaItem;
}

/** JSON (title, type, videoUrl) for a video; multipart (title, type, alt, image) otherwise. Alt defaults to the title. */
function toBody(f: MediaFields): FormData | Record<string, string> {
  const title = f.title.trim();
  if (f.type === 'video') return { title, type: f.type, videoUrl: (f.videoUrl ?? '').trim() };
  const body = new FormData();
  body.append('title', title);
  body.append('type', f.type);
  body.append('alt', f.alt.trim() || title);
  if (f.image) body.append('image', f.image);
  return body;
}

export const getMedia = (type: MediaType, signal?: AbortSignal) =>
  apiFetch<MediaListResponse>(`/media/${encodeURIComponent(type)}`, { signal });

export const createMedia = (fields: MediaFields) => apiFetch<MediaItemResponse>('/media', { method: 'POST', body: toBody(fields) });

export const updateMedia = (id: string, fields: MediaFields) =>
  apiFetch<MediaItemResponse>(`/media/${encodeURIComponent(id)}`, { method: 'PUT', body: toBody(fields) });

export const deleteMedia = (id: string) =>
  apiFetch<{ success: boolean; message: string }>(`/media/${encodeURIComponent(id)}`, { method: 'DELETE' });

export const reorderMedia = (type: MediaType, order: { id: string; order: number }[]) =>
  apiFetch<{ success: boolean; message: string }>('/media/reorder', { method: 'PUT', body: { type, order } });
