import { z } from 'zod';
import type { Category } from '../constants';
import type { RegistrationStage } from './pipeline';
import { CHEER_MAX, CHEER_NAME_MAX, COCKPIT_MSG } from './cockpit-messages';

/**
 * Her campaign cockpit (/me, issue #30): the contract between the server's /api/me routes, the vote
 * modal and the page. Every limit and message is here once; the server enforces them.
 */

/** Where a share link was opened; anything else, or a vote without her own ref, counts as direct. */
export const SHARE_SOURCES = ['whatsapp', 'instagram', 'facebook', 'x', 'qr', 'copy'] as const;
export type ShareSource = (typeof SHARE_SOURCES)[number];
export type VoteSource = ShareSource | 'direct';

// Beside zod here, and without it for the page (client/src/pages/me), which must not load it.
export { CHEER_MAX, CHEER_NAME_MAX, COCKPIT_MSG };
export const CHEER_ANONYMOUS = 'A supporter';
/** A sign-in link is valid this long, and at most this many are sent to one address per hour. */
export const LOGIN_LINK_TTL_MINUTES = 30;
export const LOGIN_LINKS_PER_ADDRESS_PER_HOUR = 5;
export const CONTESTANT_SESSION_DAYS = 30;
/** The vote counts that earn her a mail, each once; entering the top 3 is the other milestone. */
export const VOTE_MILESTONES = [1, 100, 1_000, 10_000] as const;
export const TOP_RANK_MILESTONE = 3;
/** The chart's range: hours cover up to a week, days up to a season. */
export const VOTE_BUCKET_MAX_DAYS = { hour: 7, day: 120 } as const;

// eslint-disable-next-line no-control-regex -- the rule is exactly "no control characters"
const CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u2028\u2029]/;

const plainText = (max: number, tooLong: string) =>
  z.preprocess(
    (v) => (v == null ? undefined : typeof v === 'string' ? v.trim() : v),
    z
      .string({ error: COCKPIT_MSG.cheerPlainText })
      .max(max, tooLong)
      .refine((s) => !CONTROL.test(s), COCKPIT_MSG.cheerPlainText)
      .optional(),
  );

/** The vote initiation's campaign fields (merged into voteInitiateSchema by the votes module). */
export const voteCampaignFields = {
  ref: z.preprocess((v) => (typeof v === 'string' ? v.trim().slice(0, 16) : undefined), z.string().optional()),
  src: z.preprocess((v) => (typeof v === 'string' ? v.trim().slice(0, 16) : undefined), z.string().optional()),
  cheer: plainText(CHEER_MAX, COCKPIT_MSG.cheerTooLong),
  cheerName: plainText(CHEER_NAME_MAX, COCKPIT_MSG.cheerNameTooLong),
};

/** The source stored on a vote payment: a known src counts only with the contestant's own ref. */
export function voteSource(ref: string | undefined, src: string | undefined, herRefCode: string): VoteSource {
  if (!ref || ref !== herRefCode) return 'direct';
  return (SHARE_SOURCES as readonly string[]).includes(src ?? '') ? (src as ShareSource) : 'direct';
}

export const loginLinkSchema = z.object({
  email: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z
      .string({ error: COCKPIT_MSG.emailRequired })
      .min(1, COCKPIT_MSG.emailRequired)
      .max(254, COCKPIT_MSG.emailInvalid)
      .email(COCKPIT_MSG.emailInvalid),
  ),
});

export const loginTokenSchema = z.object({
  token: z.string({ error: COCKPIT_MSG.tokenInvalid }).regex(/^[A-Za-z0-9_-]{20,100}$/, COCKPIT_MSG.tokenInvalid),
});

export const voteBucketsQuerySchema = z
  .object({
    bucket: z.enum(['hour', 'day'], { error: COCKPIT_MSG.bucketInvalid }).default('day'),
    days: z.coerce.number({ error: COCKPIT_MSG.daysInvalid(VOTE_BUCKET_MAX_DAYS.day) }).optional(),
  })
  .transform((q) => ({ ...q, days: q.days ?? (q.bucket === 'hour' ? 2 : 30) }))
  // The range depends on the bucket, so it is checked once both are known, with the bucket's own maximum.
  .superRefine((q, ctx) => {
    const max = VOTE_BUCKET_MAX_DAYS[q.bucket];
    if (!Number.isInteger(q.days) || q.days < 1 || q.days > max)
      ctx.addIssue({ code: 'custom', message: COCKPIT_MSG.daysInvalid(max), path: ['days'] });
  });
export type VoteBucketsQuery = z.output<typeof voteBucketsQuerySchema>;

export const preferencesSchema = z.object({ digest: z.boolean({ error: COCKPIT_MSG.preferencesInvalid }) }).strict();

export const cheerVisibilitySchema = z.object({ hidden: z.boolean({ error: 'Send {"hidden": true} or {"hidden": false}.' }) }).strict();

// ---- Answers (GET /api/me…) ----

export interface MeShareLinks {
  whatsapp: string;
  instagram: string;
  facebook: string;
  x: string;
  qr: string;
  copy: string;
}

export interface MeSummary {
  registration: { stage: RegistrationStage; category: Category; paidAt: string | null; fullName: string; reviewReason: string | null };
  candidate: {
    id: string;
    name: string;
    category: Category | null;
    city: string;
    imageUrl: string;
    /** Null while counts are hidden, for her too. */
    voteCount: number | null;
    rank: number | null;
    countsHidden: boolean;
  } | null;
  /** Null until she is on the voting page (there is no vote page to link to before). */
  links: { vote: string; share: MeShareLinks } | null;
  preferences: { digest: boolean };
}

export interface VoteBucket {
  at: string;
  votes: number;
  supporters: number;
}

export interface SourceRow {
  src: VoteSource;
  votes: number;
  payments: number;
}

export interface CheerItem {
  id: string;
  name: string;
  message: string;
  votes: number;
  at: string;
}

export type KitKind = 'card' | 'story' | 'square' | 'poster-png' | 'poster-pdf';

export interface KitItem {
  kind: KitKind;
  label: string;
  width: number;
  height: number;
  contentType: 'image/png' | 'image/jpeg' | 'application/pdf';
  url: string;
}

export interface KitMessage {
  channel: 'whatsapp' | 'instagram';
  lang: 'en' | 'hi';
  text: string;
}

/** The socket frame to her own room (`me:update`): the same hidden rule as GET /api/me. */
export interface MeLiveFrame {
  candidateId: string;
  voteCount: number | null;
  rank: number | null;
  countsHidden: boolean;
}
