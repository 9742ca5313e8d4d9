import type { CandidateBody, CandidateListQuery } from '@pageant/common/content/voting';
import type { PublicCandidate } from '@pageant/common/content/schedule';
import { VOTING_MSG } from '@pageant/common/content/voting';
import { isUuid } from '@pageant/common/content/home';
import type { Tx } from '../../db/client';
import { NotFoundError, ValidationError } from '../../errors';
import { removeStored, withStoredImage } from '../../storage/cleanup';
import type { ContentDeps } from '../content-deps';
import type { DomainBus } from '../../events';
import type { EventService } from '../event/service';
import { prepareJson, type PreparedBody } from '../../http/prepared-body';
import { listCache } from './list-cache';
import * as repo from './repo';
import { deleteAudited, joinSummary, recordAudit, summarizeChanges, type AuditActor } from '../audit/service';

// The pipeline mails a new contestant her share card's address; other modules reach it through here.
export { shareCardPath } from './share-card';
// Her share kit (me-kit) serves this card and draws its other pictures with the card's pieces.
export { chipSvg, chipWidth, pin, photoLayer, shareCardLine, shareCardVersion } from './share-card';
export { cardFields, type CardRow } from './share-card-repo';
export { shareCardService } from './share-card-service';

/** The list as answered since issue #15: counts may be null (hidden, and then without seq: issue #26). */
export interface CandidateListPage {
  candidates: PublicCandidate[];
  totalPages: number;
  totalCount: number;
  page: number;
}

/** A public page as answered: the object (for callers in-process) and its serialized bytes. */
export interface PublicListPage {
  page: CandidateListPage;
  body: PreparedBody;
}

/** Who is asking: the public never learns a count while counts are hidden; an admin always does. */
export interface Viewer {
  admin: boolean;
}

/** What the admin form (and SPEC's create contract, with only a name) sends besides the image. */
export type CandidateInput = CandidateBody;
const IDENTITY_FIELDS = ['name', 'category', 'city', 'bio'] as const;

/** Same longest side as the seeded portraits. */
const PORTRAIT_SIZE = 750;

/** Hidden: no count and no seq, so nothing in the answer moves when she is paid for (issue #26). */
export function toCandidate(r: repo.CandidateRow, hideCount = false): PublicCandidate {
  const who = { _id: r.id, name: r.name, imageUrl: r.imageUrl, category: r.category, city: r.city, bio: r.bio };
  return hideCount ? { ...who, voteCount: null } : { ...who, voteCount: r.voteCount, seq: r.seq };
}

/** The admin's list also says where a row came from (issue #29); the public never learns either. */
const toAdminCandidate = (r: repo.CandidateRow) => ({ ...toCandidate(r), demo: r.demo, registrationId: r.registrationId });

/** A malformed id is the caller's mistake (400); a well-formed unknown one is a 404. */
function checkId(id: string): string {
  if (!isUuid(id)) throw new ValidationError(VOTING_MSG.candidateIdInvalid, 'INVALID_ID');
  return id.toLowerCase();
}

const notFound = () => new NotFoundError(VOTING_MSG.candidateNotFound, 'CANDIDATE_NOT_FOUND');

export function candidatesService({
  db,
  storage,
  logger,
  bus,
  events,
  listCacheTtlMs,
}: Pick<ContentDeps, 'db' | 'storage' | 'logger'> & {
  bus?: DomainBus;
  events?: Pick<EventService, 'countsHidden'>;
  /** How long a public page is kept when no notification drops it first (default LIST_CACHE_TTL_MS). */
  listCacheTtlMs?: number;
}) {
  const pages = listCache<PublicListPage>(listCacheTtlMs);
  bus?.on('votes.credited', () => pages.clear());
  // Another instance credited votes or changed a contestant (relayed by realtime through PostgreSQL).
  bus?.on('candidates.changedElsewhere', () => pages.clear());
  // Counts were hidden or revealed (a boundary, a reveal): no page from before may be answered.
  bus?.on('event.stateChanged', () => pages.clear());
  /** After a committed write: this instance's pages drop now, the others' when realtime relays it. */
  const written = () => {
    pages.clear();
    bus?.publish('candidates.changed', {});
  };
  const hiddenFrom = async (viewer: Viewer) => !viewer.admin && (await (events?.countsHidden() ?? false));

  async function loadPage(q: CandidateListQuery, hidden: boolean, admin = false): Promise<CandidateListPage> {
    const { rows, totalCount } = await repo.listCandidates(db, {
      search: q.search,
      limit: q.limit,
      offset: (q.page - 1) * q.limit,
      byName: hidden,
      category: q.category,
    });
    const candidates = rows.map((r) => (admin ? toAdminCandidate(r) : toCandidate(r, hidden)));
    return { candidates, totalPages: Math.ceil(totalCount / q.limit), totalCount, page: q.page };
  }

  /**
   * The public's page, cached apart for hidden and shown counts, serialized once per fill: every
   * answer until the next write or notification is the same bytes (issue #28).
   */
  async function publicList(q: CandidateListQuery): Promise<PublicListPage> {
    const hidden = await hiddenFrom({ admin: false });
    return pages.get(`${hidden ? 'hidden' : 'shown'}|${q.category ?? 'All'}|${q.page}|${q.limit}|${q.search.toLowerCase()}`, async () => {
      const page = await loadPage(q, hidden);
      return { page, body: prepareJson(page) };
    });
  }

  /** A candidate made from a registration leaves with her registration back on the shortlist, in the same transaction. */
  const deleteAndReturnHer = async (tx: Tx, id: string) => {
    const row = await repo.deleteCandidate(tx, id);
    if (row?.registrationId) await repo.returnToShortlist(tx, row.registrationId);
    return row;
  };

  const withNewImage = <T>(file: Buffer | undefined, write: (img: { url: string; key: string } | undefined) => Promise<T>) =>
    withStoredImage({ storage, log: logger }, file, { maxSize: PORTRAIT_SIZE }, write);

  return {
    publicList,

    /** Admins read live (their traffic is tiny); the public reads the cached page. */
    async list(q: CandidateListQuery, viewer: Viewer = { admin: false }): Promise<CandidateListPage> {
      if (viewer.admin) return loadPage(q, false, true);
      return (await publicList(q)).page;
    },

    async get(id: string, viewer: Viewer = { admin: false }): Promise<PublicCandidate> {
      const row = await repo.findCandidate(db, checkId(id));
      if (!row) throw notFound();
      return toCandidate(row, await hiddenFrom(viewer));
    },

    async create(input: CandidateInput, file: Buffer | undefined, who: AuditActor) {
      if (!file) throw new ValidationError(VOTING_MSG.imageRequired);
      const row = await withNewImage(file, (img) =>
        db.transaction(async (tx) => {
          const row = await repo.insertCandidate(tx, { ...input, imageUrl: img!.url, imageKey: img!.key });
          // Only the public fields: a contestant's contact details never enter the log.
          await recordAudit(tx, {
            ...who,
            action: 'candidate.create',
            target: row.id,
            summary: joinSummary(summarizeChanges(null, input, IDENTITY_FIELDS), 'image: new file'),
          });
          return row;
        }),
      );
      written();
      return { success: true, message: VOTING_MSG.candidateCreated, candidate: toCandidate(row) };
    },

    /**
     * For the registration pipeline: `work` runs in one transaction with an insert that may link the
     * candidate to her registration (the unique index allows one candidate per registration); the
     * public pages drop once it has committed.
     */
    async createLinked<T>(work: (tx: Tx, insert: (fields: repo.CandidateFields) => Promise<PublicCandidate>) => Promise<T>): Promise<T> {
      const result = await db.transaction((tx) => work(tx, async (fields) => toCandidate(await repo.insertCandidate(tx, fields))));
      written();
      return result;
    },

    async update(id: string, input: CandidateInput, file: Buffer | undefined, who: AuditActor) {
      const key = checkId(id);
      const { row, replaced } = await withNewImage(file, (img) =>
        db.transaction(async (tx) => {
          const current = await repo.lockCandidate(tx, key);
          if (!current) throw notFound();
          const row = await repo.updateCandidate(tx, key, { ...input, imageUrl: img?.url, imageKey: img?.key });
          const summary = joinSummary(summarizeChanges(current, input, IDENTITY_FIELDS), img && 'image: replaced');
          await recordAudit(tx, { ...who, action: 'candidate.update', target: key, summary });
          return { row, replaced: img ? current.imageKey : null };
        }),
      );
      written();
      // Only once the new picture is committed does the old file go.
      await removeStored(storage, [replaced], logger);
      return { success: true, message: VOTING_MSG.candidateUpdated, candidate: toCandidate(row) };
    },

    async remove(id: string, who: AuditActor) {
      const key = checkId(id);
      const deleted = await deleteAudited(db, deleteAndReturnHer, {
        id: key,
        who,
        action: 'candidate.delete',
        fields: ['name', 'voteCount', 'registrationId'],
      });
      if (!deleted) throw notFound();
      written();
      await removeStored(storage, [deleted.imageKey], logger);
      return { success: true, message: VOTING_MSG.candidateDeleted };
    },
  };
}

export type CandidatesService = ReturnType<typeof candidatesService>;
