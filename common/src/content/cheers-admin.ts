import { z } from 'zod';

/** The admin's view of voters' cheers (issue #30): GET /api/admin/cheers and its answer. */
export const ADMIN_CHEERS_PAGE_SIZE = 50;

export const adminCheersQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
  /** One contestant's cheers; an empty or malformed id means every contestant. */
  candidateId: z.preprocess((v) => (v === '' ? undefined : v), z.string().uuid().optional().catch(undefined)),
});
export type AdminCheersQuery = z.output<typeof adminCheersQuerySchema>;

export interface AdminCheer {
  /** The vote payment's id (PATCH /api/admin/cheers/:id). */
  id: string;
  candidateId: string | null;
  candidateName: string;
  /** As she sees it: the cheer's name, or CHEER_ANONYMOUS. */
  name: string;
  message: string;
  votes: number;
  at: string;
  hidden: boolean;
}

export interface AdminCheersPage {
  cheers: AdminCheer[];
  total: number;
  page: number;
  totalPages: number;
}
