import type { Testimonial } from '@pageant/common/content/home';
import { apiFetch } from './http';

export interface TestimonialFields {
  name: string;
  place: string;
  text: string;
  /** Optional; on update, leaving it empty keeps the stored image. */
  image?: File | null;
}

type Ok = { success: boolean; message: string; data?: Testimonial };

function testimonialForm({ name, place, text, image }: TestimonialFields) {
  const body = new FormData();
  body.append('name', name);
  body.append('place', place);
  body.append('text', text);
  if (image) body.append('image', image);
  return body;
}

export const getTestimonials = (signal?: AbortSignal) => apiFetch<{ success: boolean; data: Testimonial[] }>('/testimonials', { signal });

export const createTestimonial = (fields: TestimonialFields) =>
  apiFetch<Ok>('/testimonials', { method: 'POST', body: testimonialForm(fields) });

export const updateTestimonial = (id: string, fields: TestimonialFields) =>
  apiFetch<Ok>(`/testimonials/${encodeURIComponent(id)}`, { method: 'PUT', body: testimonialForm(fields) });

export const deleteTestimonial = (id: string) => apiFetch<Ok>(`/testimonials/${encodeURIComponent(id)}`, { method: 'DELETE' });
