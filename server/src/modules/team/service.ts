import { idParamSchema, TEAM_TYPES, type TeamType } from '@pageant/common';
import { TEAM_MSG, teamImagesError, type TeamMemberInput } from '@pageant/common/content/team-media';
import { NotFoundError, ValidationError } from '../../errors';
import { removeIfWriteFails, removeStored } from '../../storage/cleanup';
import { storeImage } from '../../storage/images';
import { deleteAudited, joinSummary, recordAudit, summarizeChanges, type AuditActor } from '../audit/service';
import type { ContentDeps } from '../content-deps';
import { groupByType } from '../group-by-type';
import * as repo from './repo';
import type { TeamRow } from './repo';

export type TeamUploads = { main?: Buffer; knowMore?: Buffer };
type Slot = keyof TeamUploads;
type Stored = Partial<Record<Slot, { key: string; url: string }>>;

/** Longest side per slot: a portrait card and the taller "know more" bio card. */
const MAX_SIZE: Record<Slot, number> = { main: 750, knowMore: 900 };

export function toMember(r: TeamRow) {
  return {
    _id: r.id,
    name: r.name,
    designation: r.designation,
    type: r.type,
    images: { main: { url: r.mainUrl }, knowMore: { url: r.knowMoreUrl } },
  };
}
export type TeamMember = ReturnType<typeof toMember>;

const isId = (id: string) => idParamSchema.safeParse({ id }).success;

/** What the audit log may show of a team member (public profile fields only). */
const AUDITED = ['name', 'designation', 'type'] as const;
const imageNotes = (files: TeamUploads, verb: string) =>
  joinSummary(files.main && `main image: ${verb}`, files.knowMore && `know-more image: ${verb}`);

export function teamService({ db, storage, logger }: Pick<ContentDeps, 'db' | 'storage' | 'logger'>) {
  const keysOf = (stored: Stored) => Object.values(stored).map((s) => s.key);

  function assertImages(type: TeamType, has: { main: boolean; knowMore: boolean }) {
    const message = teamImagesError(type, has);
    if (message) throw new ValidationError(message);
  }

  /** All or nothing: a refused second file removes the first one already stored. */
  async function storeUploads(files: TeamUploads): Promise<Stored> {
    const stored: Stored = {};
    try {
      for (const slot of ['main', 'knowMore'] as const) {
        const buf = files[slot];
        if (buf) stored[slot] = await storeImage(storage, buf, { maxSize: MAX_SIZE[slot] });
      }
      return stored;
    } catch (err) {
      await removeStored(storage, keysOf(stored), logger);
      throw err;
    }
  }

  const writeOrCleanUp = <T>(stored: Stored, write: () => Promise<T>) =>
    removeIfWriteFails({ storage, log: logger }, keysOf(stored), write);

  async function findOr404(id: string): Promise<TeamRow> {
    const row = isId(id) ? await repo.findById(db, id) : undefined;
    if (!row) throw new NotFoundError(TEAM_MSG.notFound);
    return row;
  }

  return {
    listGrouped: async (): Promise<Record<TeamType, TeamMember[]>> => groupByType(TEAM_TYPES, await repo.listAll(db), toMember),

    listByType: async (type: TeamType) => (await repo.listByType(db, type)).map(toMember),

    async create(type: TeamType, input: TeamMemberInput, files: TeamUploads, who: AuditActor): Promise<TeamMember> {
      assertImages(type, { main: Boolean(files.main), knowMore: Boolean(files.knowMore) });
      const stored = await storeUploads(files);
      const row = await writeOrCleanUp(stored, () =>
        db.transaction(async (tx) => {
          const row = await repo.insert(tx, type, {
            ...input,
            mainUrl: stored.main!.url,
            mainKey: stored.main!.key,
            knowMoreUrl: stored.knowMore?.url ?? null,
            knowMoreKey: stored.knowMore?.key ?? null,
          });
          const summary = joinSummary(summarizeChanges(null, row, AUDITED), imageNotes(files, 'new file'));
          await recordAudit(tx, { ...who, action: 'team.create', target: row.id, summary });
          return row;
        }),
      );
      return toMember(row);
    },

    /** Saved images count toward the rules; a replaced file is removed only once the row points elsewhere. */
    async update(type: TeamType, id: string, input: TeamMemberInput, files: TeamUploads, who: AuditActor): Promise<TeamMember> {
      const current = await findOr404(id);
      assertImages(type, {
        main: Boolean(files.main || current.mainUrl),
        knowMore: Boolean(files.knowMore || current.knowMoreUrl),
      });
      const stored = await storeUploads(files);
      const { row, old } = await writeOrCleanUp(stored, () =>
        db.transaction(async (tx) => {
          const old = await repo.findById(tx, id, { lock: true });
          if (!old) throw new NotFoundError(TEAM_MSG.notFound);
          const row = await repo.update(
            tx,
            id,
            type,
            {
              ...input,
              mainUrl: stored.main?.url ?? old.mainUrl,
              mainKey: stored.main?.key ?? old.mainKey,
              knowMoreUrl: stored.knowMore?.url ?? old.knowMoreUrl,
              knowMoreKey: stored.knowMore?.key ?? old.knowMoreKey,
            },
            old.type !== type,
          );
          const changed = summarizeChanges(old, row, AUDITED);
          const summary = joinSummary(changed, (files.main || files.knowMore) && imageNotes(files, 'replaced'));
          await recordAudit(tx, { ...who, action: 'team.update', target: id, summary });
          return { row, old };
        }),
      );
      await removeStored(storage, [stored.main && old.mainKey, stored.knowMore && old.knowMoreKey], logger);
      return toMember(row);
    },

    async remove(id: string, who: AuditActor): Promise<TeamMember[]> {
      const row = isId(id) ? await deleteAudited(db, repo.remove, { id, who, action: 'team.delete', fields: AUDITED }) : undefined;
      if (!row) throw new NotFoundError(TEAM_MSG.notFound);
      await removeStored(storage, [row.mainKey, row.knowMoreKey], logger);
      return (await repo.listByType(db, row.type)).map(toMember);
    },
  };
}

export type TeamService = ReturnType<typeof teamService>;
