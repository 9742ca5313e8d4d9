import { ADMIN_CHEERS_PAGE_SIZE, type AdminCheer, type AdminCheersPage, type AdminCheersQuery } from '@pageant/common/content/cheers-admin';
import { CHEER_ANONYMOUS, COCKPIT_MSG } from '@pageant/common/content/cockpit';
import type { Db } from '../../db/client';
import { NotFoundError } from '../../errors';
import { recordAudit, type AuditActor } from '../audit/service';
import * as repo from './repo';

export const CHEER_AUDIT = { hide: 'cheer.hide', show: 'cheer.show' } as const;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const toDto = (r: repo.CheerRow): AdminCheer => ({
  id: r.id,
  candidateId: r.candidateId,
  candidateName: r.candidateName,
  name: r.cheerName ?? CHEER_ANONYMOUS,
  message: r.cheer,
  votes: r.votes,
  at: r.at.toISOString(),
  hidden: r.hidden,
});

/** The admin's moderation of voters' cheers (issue #30): a hidden cheer leaves her cockpit at once. */
export function cheersService(db: Db) {
  return {
    async list(q: AdminCheersQuery): Promise<AdminCheersPage> {
      const { rows, total } = await repo.page(db, {
        candidateId: q.candidateId,
        limit: ADMIN_CHEERS_PAGE_SIZE,
        offset: (q.page - 1) * ADMIN_CHEERS_PAGE_SIZE,
      });
      return { cheers: rows.map(toDto), total, page: q.page, totalPages: Math.ceil(total / ADMIN_CHEERS_PAGE_SIZE) };
    },

    /** The change and its audit entry commit together; the summary names the contestant, never the voter's contact. */
    async setHidden(id: string, hidden: boolean, who: AuditActor) {
      if (!UUID.test(id)) throw new NotFoundError(COCKPIT_MSG.cheerNotFound, 'CHEER_NOT_FOUND');
      const row = await db.transaction(async (tx) => {
        const changed = await repo.setHidden(tx, id.toLowerCase(), hidden);
        if (!changed) throw new NotFoundError(COCKPIT_MSG.cheerNotFound, 'CHEER_NOT_FOUND');
        await recordAudit(tx, {
          ...who,
          action: hidden ? CHEER_AUDIT.hide : CHEER_AUDIT.show,
          target: changed.id,
          summary: `Cheer for ${changed.candidateName} (${changed.votes} votes) ${hidden ? 'hidden' : 'shown'}`,
        });
        return changed;
      });
      return { success: true as const, message: hidden ? COCKPIT_MSG.cheerHidden : COCKPIT_MSG.cheerShown, cheer: toDto(row) };
    },
  };
}

export type CheersService = ReturnType<typeof cheersService>;
