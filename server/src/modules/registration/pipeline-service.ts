import {
  PIPELINE_MSG,
  registrationStage,
  type CandidateFromRegistrationInput,
  type RegistrationStage,
  type StageMoveInput,
  canMove,
} from '@pageant/common/content/pipeline';
import type { PublicCandidate } from '@pageant/common/content/schedule';
import { isUuid } from '@pageant/common/content/home';
import type { Config } from '../../config';
import type { Db, DbOrTx } from '../../db/client';
import { ConflictError, NotFoundError, ValidationError } from '../../errors';
import type { Logger } from '../../logger';
import type { Mailer, MailMessage } from '../../mail/mailer';
import { contestantDeclined, contestantLive, contestantShortlisted, contestantVoteUrl, type SignInLinks } from '../../mail/templates';
import { issueSignInLinks } from '../contestant-auth/service';
import { removeIfWriteFails } from '../../storage/cleanup';
import type { StorageDriver } from '../../storage/driver';
import { joinSummary, recordAudit, type AuditActor } from '../audit/service';
import { shareCardPath, type CandidatesService } from '../candidates/service';
import { candidatePhoto } from './candidate-photo';
import { linkedCandidate, linkedCandidateIds, lockRegistration, setReview } from './pipeline-repo';
import * as repo from './repo';
import type { RegistrationRow } from './repo';

export interface PipelineDeps {
  db: Db;
  storage: StorageDriver;
  logger: Logger;
  config: Pick<Config, 'publicUrl'>;
  candidates: Pick<CandidatesService, 'createLinked'>;
  /** Each move mails her; sent after commit, so a mail can never undo a decision. */
  mailer?: Mailer;
}

/** What the admin list adds to each registration: her stage, why she was declined, and her candidate. */
export async function pipelineFields(db: DbOrTx, rows: RegistrationRow[]) {
  const linked = await linkedCandidateIds(
    db,
    rows.map((r) => r.id),
  );
  return (r: RegistrationRow) => ({ stage: registrationStage(r), reviewReason: r.reviewReason, candidateId: linked.get(r.id) ?? null });
}

const notFound = () => new NotFoundError(PIPELINE_MSG.registrationNotFound, 'REGISTRATION_NOT_FOUND');
/** A malformed id names no registration either: 404, never a database error. */
const registrationKey = (id: string) => {
  if (!isUuid(id)) throw notFound();
  return id.toLowerCase();
};
const stageConflict = (message: string) => new ConflictError(message, 'STAGE_CONFLICT');
const stageName = (s: RegistrationStage | null) => s ?? 'not paid';

/** PostgreSQL's unique violation on the one-candidate-per-registration index (drizzle may wrap it). */
function isLinkTaken(err: unknown): boolean {
  for (
    let e = err as { code?: unknown; constraint?: unknown; cause?: unknown } | undefined, i = 0;
    e && i < 4;
    e = e.cause as typeof e, i++
  ) {
    if (e.code === '23505' && e.constraint === 'candidates_registration_uniq') return true;
  }
  return false;
}

export function pipelineService({ db, storage, logger, config, candidates, mailer }: PipelineDeps) {
  const log = logger.child({ module: 'registration-pipeline' });
  const mail = (msg: MailMessage) => void mailer?.send(msg);

  async function candidateExists(db: DbOrTx, registrationId: string): Promise<ConflictError | null> {
    const existing = await linkedCandidate(db, registrationId);
    return existing && new ConflictError(PIPELINE_MSG.candidateExists(existing.name), 'CANDIDATE_EXISTS');
  }

  /** Only a shortlisted registration without a candidate may get one; checked before the photo work and again under the lock. */
  async function checkReadyForCard(db: DbOrTx, row: RegistrationRow | null): Promise<RegistrationRow> {
    if (!row) throw notFound();
    const exists = await candidateExists(db, row.id);
    if (exists) throw exists;
    const from = registrationStage(row);
    if (from !== 'shortlisted') throw stageConflict(PIPELINE_MSG.notShortlisted(from));
    return row;
  }

  /** Her chosen registration photo, cut to her card and stored as a new file. */
  async function storeCard(row: RegistrationRow, input: CandidateFromRegistrationInput) {
    const picture = row.pictures[input.photoIndex];
    const original = picture && (await storage.read?.(picture.key));
    if (!original) throw new ValidationError(PIPELINE_MSG.photoMissing, 'PHOTO_MISSING');
    return storage.put(await candidatePhoto(original, input.focus), 'jpg', 'image/jpeg');
  }

  return {
    /** Shortlist or decline her: the move, its audit entry and (after commit) her mail. */
    async move(id: string, input: StageMoveInput, who: AuditActor) {
      const key = registrationKey(id);
      const to = input.stage;
      const reason = to === 'declined' ? (input.reason ?? null) : null;
      const her = await db.transaction(async (tx) => {
        const row = await lockRegistration(tx, key);
        if (!row) throw notFound();
        const from = registrationStage(row);
        if (!canMove(from, to)) throw stageConflict(PIPELINE_MSG.moveNotAllowed(from, to));
        await setReview(tx, key, to, reason);
        // Stage names only: her contact details never enter the log, nor the reason's wording.
        const summary = joinSummary(`stage: ${stageName(from)} -> ${to}`, reason !== null && 'reason given');
        await recordAudit(tx, { ...who, action: 'registration.stage', target: key, summary });
        return row;
      });
      mail({
        to: her.email,
        ...(reason === null ? contestantShortlisted({ name: her.fullName }) : contestantDeclined({ name: her.fullName, reason })),
      });
      log.info({ registrationId: key, stage: to }, 'registration moved');
      return { success: true as const, message: PIPELINE_MSG.moved(to), registration: { id: key, stage: to, reviewReason: reason } };
    },

    /**
     * Puts a shortlisted registration on the voting page: her card photo is cut and stored first
     * (slow, so outside any lock), then her candidate, her stage and the audit entry commit together.
     */
    async putOnVotingPage(id: string, input: CandidateFromRegistrationInput, who: AuditActor) {
      const key = registrationKey(id);
      const stored = await storeCard(await checkReadyForCard(db, await repo.findById(db, key)), input);
      let candidate: PublicCandidate;
      let her: RegistrationRow;
      let signIn: SignInLinks;
      try {
        ({ candidate, her, signIn } = await removeIfWriteFails({ storage, log }, [stored.key], () =>
          candidates.createLinked(async (tx, insert) => {
            const row = await checkReadyForCard(tx, await lockRegistration(tx, key));
            const created = await insert({
              name: row.fullName,
              category: row.category,
              city: input.city,
              bio: input.bio,
              registrationId: key,
              imageUrl: stored.url,
              imageKey: stored.key,
            });
            await setReview(tx, key, 'on_voting_page', null);
            const summary = `stage: shortlisted -> on_voting_page, candidate: ${created._id}, photo: ${input.photoIndex + 1}`;
            await recordAudit(tx, { ...who, action: 'registration.on_voting_page', target: key, summary });
            return { candidate: created, her: row, signIn: await issueSignInLinks(tx, key, config.publicUrl) };
          }),
        ));
      } catch (err) {
        // Another request linked her between our check and our insert: the index kept it to one.
        if (isLinkTaken(err)) throw (await candidateExists(db, key)) ?? err;
        throw err;
      }
      const card = {
        id: candidate._id,
        name: candidate.name,
        imageUrl: candidate.imageUrl,
        category: candidate.category,
        city: candidate.city,
      };
      mail({
        to: her.email,
        ...contestantLive({
          name: her.fullName,
          voteUrl: contestantVoteUrl(config.publicUrl, candidate._id),
          shareCardUrl: `${config.publicUrl}${shareCardPath(card)}`,
          signIn,
        }),
      });
      log.info({ registrationId: key, candidateId: candidate._id }, 'registration put on the voting page');
      return { success: true as const, message: PIPELINE_MSG.candidateCreated, candidate };
    },
  };
}

export type PipelineService = ReturnType<typeof pipelineService>;
