import type { SponsorLogo } from '@pageant/common/content/home';
import { apiFetch } from './http';

export interface SponsorLogoFields {
  alt: string;
  href: string;
  /** Required on create; optional on update (keeps the stored logo). */
  logo?: File | null;
}

type Ok = { success: boolean; message: string };

function logoForm({ alt, href, logo }: SponsorLogoFields) {
  const body = new FormData();
  body.append('alt', alt);
  body.append('href', href);
  if (logo) body.append('logo', logo);
  return body;
}

export const getSponsorLogos = (signal?: AbortSignal) => apiFetch<{ success: boolean; data: SponsorLogo[] }>('/sponsor/logos', { signal });

export const createSponsorLogo = (fields: SponsorLogoFields) => apiFetch<Ok>('/sponsor/upload', { method: 'POST', body: logoForm(fields) });

export const updateSponsorLogo = (id: string, fields: SponsorLogoFields) =>
  apiFetch<Ok>(`/sponsor/update/${encodeURIComponent(id)}`, { method: 'PUT', body: logoForm(fields) });

export const deleteSponsorLogo = (id: string) => apiFetch<Ok>(`/sponsor/delete/${encodeURIComponent(id)}`, { method: 'DELETE' });
