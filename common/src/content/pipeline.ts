/**
 * The contestant pipeline (issue #29): from a paid registration to her card on the voting page.
 * The stages and the moves an admin may make live here once; the server enforces them, the admin's
 * Registrations screen offers only the moves allowed from where she is.
 */
import { z } from 'zod';
import { storable } from '../schemas';

/** Every stage, in pipeline order. `paid` means the fee is paid and her details are still pending. */
export const REGISTRATION_STAGES = ['paid', 'details_submitted', 'shortlisted', 'declined', 'on_voting_page'] as const;
export type RegistrationStage = (typeof REGISTRATION_STAGES)[number];

/** The stages an admin's decision stores (the first two follow from the payment and the details step). */
export const REVIEW_STAGES = ['shortlisted', 'declined', 'on_voting_page'] as const;
export type ReviewStage = (typeof REVIEW_STAGES)[number];

export const STAGE_LABELS: Record<RegistrationStage, string> = {
  paid: 'Paid, details pending',
  details_submitted: 'Details submitted',
  shortlisted: 'Shortlisted',
  declined: 'Declined',
  on_voting_page: 'On the voting page',
};

/**
 * Her stage, from the row: a stored decision wins; otherwise the details step and the fee decide.
 * A registration that is not (or no longer) paid is in no stage.
 */
export function registrationStage(r: {
  paymentStatus: string;
  detailsSubmittedAt: Date | string | null;
  reviewStage: ReviewStage | null;
}): RegistrationStage | null {
  if (r.paymentStatus !== 'success') return null;
  if (r.reviewStage) return r.reviewStage;
  return r.detailsSubmittedAt ? 'details_submitted' : 'paid';
}

/** The moves PATCH /stage makes; on_voting_page is reached only by creating her candidate, and left only by deleting it. */
export const STAGE_MOVES: Record<RegistrationStage, readonly ('shortlisted' | 'declined')[]> = {
  paid: [],
  details_submitted: ['shortlisted', 'declined'],
  shortlisted: ['declined'],
  declined: ['shortlisted'],
  on_voting_page: [],
};

export const canMove = (from: RegistrationStage | null, to: 'shortlisted' | 'declined'): boolean =>
  from !== null && STAGE_MOVES[from].includes(to);

const stageName = (s: RegistrationStage | null) => (s ? STAGE_LABELS[s] : 'Not paid');

export const PIPELINE_MSG = {
  stageInvalid: 'Stage must be shortlisted or declined.',
  reasonRequired: 'Please give a reason for declining her.',
  reasonTooLong: 'The reason must be 500 characters or fewer.',
  moveNotAllowed: (from: RegistrationStage | null, to: RegistrationStage) =>
    `A registration cannot move from "${stageName(from)}" to "${stageName(to)}".`,
  registrationNotFound: 'That registration does not exist.',
  notShortlisted: (from: RegistrationStage | null) =>
    `Only a shortlisted registration can be put on the voting page; this one is "${stageName(from)}".`,
  candidateExists: (name: string) => `She is already on the voting page as "${name}".`,
  photoIndexInvalid: 'Choose one of her three photos (0, 1 or 2).',
  photoMissing: 'She has no photo at that position.',
  focusInvalid: 'The focus point must be two numbers between 0 and 1.',
  moved: (to: RegistrationStage) => `Moved to "${STAGE_LABELS[to]}".`,
  candidateCreated: 'She is on the voting page now.',
} as const;

// Without zod, for the pages that show her picture and nothing of the pipeline.
export { CANDIDATE_PHOTO, CANDIDATE_PHOTO_RATIO } from './candidate-photo';

/** PATCH /api/admin/registrations/:id/stage */
export const stageMoveSchema = z
  .object({
    stage: z.enum(['shortlisted', 'declined'], { error: PIPELINE_MSG.stageInvalid }),
    reason: z.preprocess(
      (v) => (typeof v === 'string' ? v.trim() : v === null ? undefined : v),
      storable(z.string().max(500, PIPELINE_MSG.reasonTooLong)).optional(),
    ),
  })
  .refine((b) => b.stage !== 'declined' || (b.reason ?? '') !== '', { message: PIPELINE_MSG.reasonRequired, path: ['reason'] });
export type StageMoveInput = z.infer<typeof stageMoveSchema>;

const unit = z.number({ error: PIPELINE_MSG.focusInvalid }).min(0, PIPELINE_MSG.focusInvalid).max(1, PIPELINE_MSG.focusInvalid);

/** City and bio as the candidate form and the pipeline take them: trimmed, capped (CANDIDATE_CITY_MAX, CANDIDATE_BIO_MAX). */
export const CANDIDATE_CITY_MAX = 60;
export const CANDIDATE_BIO_MAX = 280;
export const IDENTITY_MSG = {
  categoryInvalid: 'Category must be Miss or Mrs.',
  cityTooLong: `City must be ${CANDIDATE_CITY_MAX} characters or fewer.`,
  bioTooLong: `Bio must be ${CANDIDATE_BIO_MAX} characters or fewer.`,
} as const;
const trimmedText = (max: number, message: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v === null ? undefined : v),
    storable(z.string({ error: message }).max(max, message)).optional(),
  );
export const cityField = trimmedText(CANDIDATE_CITY_MAX, IDENTITY_MSG.cityTooLong);
export const bioField = trimmedText(CANDIDATE_BIO_MAX, IDENTITY_MSG.bioTooLong);

/** POST /api/admin/registrations/:id/candidate */
export const candidateFromRegistrationSchema = z.object({
  photoIndex: z.union([z.literal(0), z.literal(1), z.literal(2)], { error: PIPELINE_MSG.photoIndexInvalid }),
  focus: z.object({ x: unit, y: unit }, { error: PIPELINE_MSG.focusInvalid }).optional(),
  city: cityField,
  bio: bioField,
});
export type CandidateFromRegistrationInput = z.infer<typeof candidateFromRegistrationSchema>;
