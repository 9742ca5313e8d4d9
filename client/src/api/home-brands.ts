import type { HomeBrand } from '@pageant/common/content/home';
import { apiFetch } from './http';

export interface BrandSaveResponse {
  success: boolean;
  message: string;
  data: HomeBrand;
}

const imageForm = (file: File) => {
  const body = new FormData();
  body.append('image', file);
  return body;
};

export const getHomeBrands = (signal?: AbortSignal) => apiFetch<HomeBrand[]>('/home-brands', { signal });

export const createHomeBrand = (file: File) => apiFetch<BrandSaveResponse>('/home-brands', { method: 'POST', body: imageForm(file) });

export const updateHomeBrand = (id: string, file: File) =>
  apiFetch<BrandSaveResponse>(`/home-brands/${encodeURIComponent(id)}`, { method: 'PUT', body: imageForm(file) });

export const deleteHomeBrand = (id: string) =>
  apiFetch<{ success: boolean; message: string }>(`/home-brands/${encodeURIComponent(id)}`, { method: 'DELETE' });
