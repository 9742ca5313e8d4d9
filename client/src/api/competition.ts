import type { CompetitionSectionType } from '@pageant/common';
import { apiFetch } from './http';

export interface CompetitionHeader {
  title: string;
  hostCountry: string;
  venue: string;
}

export interface CompetitionListItem {
  _id: string;
  label: string;
  text: string;
}

export interface CompetitionSection {
  _id: string;
  type: CompetitionSectionType;
  order: number;
  title?: string;
  text?: string;
  items?: CompetitionListItem[];
  src?: string;
  public_id?: string;
}

export interface CompetitionPageData {
  header: CompetitionHeader;
  aboutVenue: string;
  sections: CompetitionSection[];
}

export interface CompetitionPageResponse {
  success: boolean;
  data: CompetitionPageData;
}

export interface CompetitionSaveResponse {
  success: boolean;
  message: string;
  data?: CompetitionPageData;
}

export const getCompetitionPage = (signal?: AbortSignal) => apiFetch<CompetitionPageResponse>('/competition-page', { signal });

/** POST creates the page, PUT replaces it; the body is multipart (JSON strings plus section_{index} files). */
export const createCompetitionPage = (body: FormData) => apiFetch<CompetitionSaveResponse>('/competition-page', { method: 'POST', body });

export const updateCompetitionPage = (body: FormData) => apiFetch<CompetitionSaveResponse>('/competition-page', { method: 'PUT', body });
