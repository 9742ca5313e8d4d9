import { apiFetch } from './http';

export interface NgoHighlight {
  title: string;
  content: string;
}

export type NgoSection = 'initiative' | 'csr';

export interface NgoCard {
  _id: string;
  title: string;
  subtitle: string;
  label: string;
  description: string;
  imageUrl: string;
  section: NgoSection;
  highlights: NgoHighlight[];
  order: number;
}

export interface NgoCardFields {
  title: string;
  subtitle: string;
  label: string;
  description: string;
  section: NgoSection;
  highlights: NgoHighlight[];
  image?: File | null;
}

/** The multipart body the server reads: flat highlights[i][title] / highlights[i][content] keys. */
export function toNgoFormData(fields: NgoCardFields): FormData {
  const fd = new FormData();
  fd.append('title', fields.title);
  fd.append('subtitle', fields.subtitle);
  fd.append('label', fields.label);
  fd.append('description', fields.description);
  fd.append('section', fields.section);
  fields.highlights.forEach((h, i) => {
    fd.append(`highlights[${i}][title]`, h.title);
    fd.append(`highlights[${i}][content]`, h.content);
  });
  if (fields.image) fd.append('image', fields.image);
  return fd;
}

export const getNgoCards = (signal?: AbortSignal) => apiFetch<NgoCard[]>('/ngo-content', { signal });

export const createNgoCard = (fields: NgoCardFields) => apiFetch<NgoCard>('/ngo-content', { method: 'POST', body: toNgoFormData(fields) });

export const updateNgoCard = (id: string, fields: NgoCardFields) =>
  apiFetch<NgoCard>(`/ngo-content/${encodeURIComponent(id)}`, { method: 'PUT', body: toNgoFormData(fields) });

export const deleteNgoCard = (id: string) =>
  apiFetch<{ success: true; message: string }>(`/ngo-content/${encodeURIComponent(id)}`, { method: 'DELETE' });

export const reorderNgoCards = (orderedIds: string[]) => apiFetch<NgoCard[]>('/ngo-content', { method: 'PATCH', body: { orderedIds } });
