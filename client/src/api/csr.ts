import type { CsrImage } from '@pageant/common/content/home';
import { apiFetch } from './http';
import { uploadWithProgress } from './upload-with-progress';

type Ok = { success: boolean; message: string };

export interface CsrUploadFields {
  file: File;
  alt: string;
  href: string;
}

export const getCsrImages = (signal?: AbortSignal) => apiFetch<{ success: boolean; data: CsrImage[] }>('/csr/fetch', { signal });

/** One request per file (SPEC §7), multipart field `images`, with upload progress in percent. */
export function uploadCsrImage({ file, alt, href }: CsrUploadFields, onProgress: (percent: number) => void) {
  const body = new FormData();
  body.append('images', file);
  body.append('alt', alt);
  body.append('href', href);
  return uploadWithProgress<Ok>('/csr/upload', body, onProgress);
}

export const deleteCsrImage = (id: string) => apiFetch<Ok>(`/csr/delete/${encodeURIComponent(id)}`, { method: 'DELETE' });
