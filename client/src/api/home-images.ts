import type { HomeImageType } from '@pageant/common';
import type { HomeImagesResponse } from '@pageant/common/content/home';
import { apiFetch } from './http';

export interface HomeImageUploadResponse {
  success: boolean;
  message: string;
  image: { url: string };
}

export const getHomeImages = (signal?: AbortSignal) => apiFetch<HomeImagesResponse>('/home-images', { signal });

export function uploadHomeImage(type: HomeImageType, file: File) {
  const body = new FormData();
  body.append('file', file);
  body.append('type', type);
  return apiFetch<HomeImageUploadResponse>('/home-images/upload', { method: 'POST', body });
}

export const deleteHomeImage = (type: HomeImageType) =>
  apiFetch<{ success: boolean; message: string }>(`/home-images/${encodeURIComponent(type)}`, { method: 'DELETE' });
