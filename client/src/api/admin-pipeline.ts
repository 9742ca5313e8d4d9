import type { CandidateFromRegistrationInput, RegistrationStage, StageMoveInput } from '@pageant/common/content/pipeline';
import type { PublicCandidate } from '@pageant/common/content/schedule';
import { apiFetch } from './http';

/** The pipeline's admin moves (issue #29): shortlist, decline, and putting her on the voting page. */
const registrationPath = (id: string, rest: string) => `/admin/registrations/${encodeURIComponent(id)}/${rest}`;

export interface StageMoved {
  success: true;
  message: string;
  registration: { id: string; stage: RegistrationStage; reviewReason: string | null };
}

export const moveRegistrationStage = (id: string, body: StageMoveInput) =>
  apiFetch<StageMoved>(registrationPath(id, 'stage'), { method: 'PATCH', body });

export interface CandidateMade {
  success: true;
  message: string;
  candidate: PublicCandidate;
}

export const putOnVotingPage = (id: string, body: CandidateFromRegistrationInput) =>
  apiFetch<CandidateMade>(registrationPath(id, 'candidate'), { method: 'POST', body });
