import type { TeamType } from '@pageant/common';
import { apiFetch } from './http';

export interface TeamMember {
  _id: string;
  name: string;
  designation: string;
  type: TeamType;
  images: { main: { url: string | null }; knowMore: { url: string | null } };
}

export interface TeamMemberFields {
  name: string;
  designation: string;
  main?: File | null;
  knowMore?: File | null;
}

interface MembersResponse {
  success: boolean;
  members: TeamMember[];
}
interface MemberResponse {
  success: boolean;
  message: string;
  member: TeamMember;
}

const path = (type: TeamType) => `/team/${encodeURIComponent(type)}`;

function toForm(fields: TeamMemberFields): FormData {
  const body = new FormData();
  body.append('name', fields.name.trim());
  body.append('designation', fields.designation.trim());
  if (fields.main) body.append('main', fields.main);
  if (fields.knowMore) body.append('knowMore', fields.knowMore);
  return body;
}

export const getTeam = (type: TeamType, signal?: AbortSignal) => apiFetch<MembersResponse>(path(type), { signal });

export const createTeamMember = (type: TeamType, fields: TeamMemberFields) =>
  apiFetch<MemberResponse>(path(type), { method: 'POST', body: toForm(fields) });

export const updateTeamMember = (type: TeamType, id: string, fields: TeamMemberFields) =>
  apiFetch<MemberResponse>(`${path(type)}/${encodeURIComponent(id)}`, { method: 'PUT', body: toForm(fields) });

/** The answer carries the members left in the deleted member's type. */
export const deleteTeamMember = (id: string) =>
  apiFetch<MembersResponse & { message: string }>(`/team/${encodeURIComponent(id)}`, { method: 'DELETE' });
