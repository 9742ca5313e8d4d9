// Over 350 lines: it is only table declarations, and drizzle-kit (drizzle.config.ts) generates the
// migrations from this one file; one table per file would spread each foreign key over two files.
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { Currency, GatewayName } from '@pageant/common/content/pricing';
import {
  CATEGORIES,
  type COMPETITION_SECTION_TYPES,
  DONATION_MODES,
  HOME_IMAGE_TYPES,
  MEDIA_TYPES,
  PAYMENT_PURPOSES,
  PAYMENT_STATUSES,
  TEAM_TYPES,
} from '@pageant/common';
import { REVIEW_STAGES } from '@pageant/common/content/pipeline';
import type { AdminRole } from '@pageant/common/content/admin-roles';

const id = () => uuid('id').primaryKey().defaultRandom();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
const sortOrder = () => integer('sort_order').notNull().default(0);

export const categoryEnum = pgEnum('category', CATEGORIES);
export const paymentPurposeEnum = pgEnum('payment_purpose', PAYMENT_PURPOSES);
export const paymentStatusEnum = pgEnum('payment_status', PAYMENT_STATUSES);
export const donationModeEnum = pgEnum('donation_mode', DONATION_MODES);
/** The admin's decisions in the contestant pipeline (issue #29); paid and details-submitted are derived. */
export const reviewStageEnum = pgEnum('review_stage', REVIEW_STAGES);
export const teamTypeEnum = pgEnum('team_type', TEAM_TYPES);
export const mediaTypeEnum = pgEnum('media_type', MEDIA_TYPES);
export const homeImageTypeEnum = pgEnum('home_image_type', HOME_IMAGE_TYPES);

/** A single row (id = 1) holds the event switch. */
export const eventStatus = pgTable(
  'event_status',
  {
    id: integer('id').primaryKey().default(1),
    isActive: boolean('is_active').notNull().default(false),
    updatedAt: updatedAt(),
    // Finale night (issue #15, migration 0004).
    opensAt: timestamp('opens_at', { withTimezone: true }),
    closesAt: timestamp('closes_at', { withTimezone: true }),
    hideCountsFrom: timestamp('hide_counts_from', { withTimezone: true }),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
    switchSetAt: timestamp('switch_set_at', { withTimezone: true }),
    boundaryAnnouncedAt: timestamp('boundary_announced_at', { withTimezone: true }),
  },
  (t) => [
    check('event_status_singleton', sql`${t.id} = 1`),
    check('event_status_window', sql`${t.opensAt} IS NULL OR ${t.closesAt} IS NULL OR ${t.closesAt} > ${t.opensAt}`),
  ],
);

export const adminUsers = pgTable(
  'admin_users',
  {
    id: id(),
    username: varchar('username', { length: 64 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    /** Issue #34: an invited admin signs in with her e-mail as her username; CLI-made ones may have none. */
    email: varchar('email', { length: 254 }),
    name: varchar('name', { length: 80 }),
    role: varchar('role', { length: 16 }).$type<AdminRole>().notNull().default('owner'),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestamp('totp_enabled_at', { withTimezone: true }),
    /** The last accepted TOTP step: a code is accepted once. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('admin_users_username_lower').on(sql`lower(${t.username})`),
    uniqueIndex('admin_users_email_lower')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.email} IS NOT NULL`),
  ],
);

/** Issue #34: an owner's invitation to a new admin; the token is stored hashed, single use, 48 h. */
export const adminInvitations = pgTable('admin_invitations', {
  id: id(),
  tokenHash: varchar('token_hash', { length: 64 }).notNull().unique(),
  email: varchar('email', { length: 254 }).notNull(),
  name: varchar('name', { length: 80 }).notNull(),
  role: varchar('role', { length: 16 }).$type<AdminRole>().notNull(),
  invitedBy: uuid('invited_by').references(() => adminUsers.id, { onDelete: 'set null' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  /** The account the invitation made, once used. */
  adminId: uuid('admin_id').references(() => adminUsers.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

/** Issue #34: ten single-use recovery codes per admin with TOTP, stored as sha-256. */
export const adminRecoveryCodes = pgTable(
  'admin_recovery_codes',
  {
    id: id(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('admin_recovery_codes_admin_idx').on(t.adminId)],
);

/** Issue #34: an admin's passkeys (WebAuthn credentials); the public key is base64url COSE bytes. */
export const adminPasskeys = pgTable(
  'admin_passkeys',
  {
    id: id(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => adminUsers.id, { onDelete: 'cascade' }),
    credentialId: text('credential_id').notNull().unique(),
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    label: varchar('label', { length: 80 }).notNull().default('Passkey'),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [index('admin_passkeys_admin_idx').on(t.adminId)],
);

/** Issue #34: the owner's security policy, one row (absent: no second factor required). */
export const adminSecurityPolicy = pgTable('admin_security_policy', {
  id: integer('id').primaryKey().default(1),
  requireSecondFactor: boolean('require_second_factor').notNull().default(false),
  updatedAt: updatedAt(),
});

/** Issue #32: the season's calendar, one row (absent until the admin first saves). */
export const seasonCalendar = pgTable('season_calendar', {
  id: integer('id').primaryKey().default(1),
  finaleAt: timestamp('finale_at', { withTimezone: true }),
  finaleVenue: varchar('finale_venue', { length: 160 }),
  registrationOpensAt: timestamp('registration_opens_at', { withTimezone: true }),
  registrationClosesAt: timestamp('registration_closes_at', { withTimezone: true }),
  auditions: jsonb('auditions').$type<Array<{ city: string; at: string }>>().notNull().default([]),
  updatedAt: updatedAt(),
});

/** connect-pg-simple's table, owned by our migrations so no runtime DDL is needed. */
export const sessions = pgTable(
  'session',
  {
    sid: varchar('sid').primaryKey(),
    sess: jsonb('sess').notNull(),
    expire: timestamp('expire', { precision: 6 }).notNull(),
  },
  (t) => [index('session_expire_idx').on(t.expire)],
);

export const registrations = pgTable(
  'registrations',
  {
    id: id(),
    /** 128-bit random token: the only key the public details step accepts (DESIGN §5). */
    token: varchar('token', { length: 64 }).notNull().unique(),
    fullName: varchar('full_name', { length: 120 }).notNull(),
    age: integer('age').notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    education: varchar('education', { length: 200 }).notNull(),
    category: categoryEnum('category').notNull(),
    contactNumber: varchar('contact_number', { length: 20 }).notNull(),
    whatsappNumber: varchar('whatsapp_number', { length: 20 }).notNull(),
    agreeToTerms: boolean('agree_to_terms').notNull(),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    currency: varchar('currency', { length: 3 }).$type<Currency>().notNull().default('INR'),
    paymentStatus: paymentStatusEnum('payment_status').notNull().default('initiated'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    address: text('address'),
    height: varchar('height', { length: 16 }),
    weight: varchar('weight', { length: 32 }),
    hairColor: varchar('hair_color', { length: 50 }),
    skinColor: varchar('skin_color', { length: 50 }),
    eyeColor: varchar('eye_color', { length: 50 }),
    /** [{url, key}] of the three photos, set by the details step. */
    pictures: jsonb('pictures').$type<{ url: string; key: string }[]>().notNull().default([]),
    detailsSubmittedAt: timestamp('details_submitted_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** Null until an admin shortlists or declines her; on_voting_page once her candidate exists. */
    reviewStage: reviewStageEnum('review_stage'),
    /** Why she was declined (mailed to her); kept for the admin's record. */
    reviewReason: text('review_reason'),
    reviewChangedAt: timestamp('review_changed_at', { withTimezone: true }),
    /** Her daily vote digest (issue #30); she can turn it off from the cockpit. */
    digestEnabled: boolean('digest_enabled').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('registrations_email_lower_idx').on(sql`lower(${t.email})`),
    index('registrations_status_created_idx').on(t.paymentStatus, t.createdAt),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: id(),
    txnid: varchar('txnid', { length: 40 }).notNull().unique(),
    purpose: paymentPurposeEnum('purpose').notNull(),
    /** registration id, candidate id or donation intent id, depending on purpose. */
    referenceId: varchar('reference_id', { length: 64 }).notNull(),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    currency: varchar('currency', { length: 3 }).$type<Currency>().notNull().default('INR'),
    /** 'payu' (INR) or 'stripe' (USD, Checkout). */
    gateway: varchar('gateway', { length: 16 }).$type<GatewayName>().notNull().default('payu'),
    /** Stripe's Checkout Session id (cs_…); null for PayU. */
    gatewaySessionId: varchar('gateway_session_id', { length: 255 }),
    status: paymentStatusEnum('status').notNull().default('initiated'),
    /** What was bought: votes for a vote, mode and donor for a donation (JSON, set at initiation). */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    productInfo: varchar('product_info', { length: 100 }).notNull(),
    firstName: varchar('first_name', { length: 120 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    phone: varchar('phone', { length: 20 }).notNull(),
    mihpayid: varchar('mihpayid', { length: 64 }),
    gatewayResponse: jsonb('gateway_response').$type<Record<string, unknown>>(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    refundReason: text('refund_reason'),
    /** PayU's request_id for the refund (cancel_refund_transaction), its last known state and raw answer. */
    refundRequestId: varchar('refund_request_id', { length: 64 }),
    refundStatus: varchar('refund_status', { length: 32 }),
    refundResponse: jsonb('refund_response').$type<Record<string, unknown>>(),
    /** When "check my payment" last asked the gateway: claimed atomically, so one look per 10 s across instances. */
    lastGatewayCheckAt: timestamp('last_gateway_check_at', { withTimezone: true }),
    /** Written by the seed so the demo's counts have payments behind them (issue #29); shown as "demo". */
    demo: boolean('demo').notNull().default(false),
    /** Where a vote came from (issue #30): whatsapp|instagram|facebook|x|qr|copy, or direct. */
    src: varchar('src', { length: 16 }),
    /** The voter's optional cheer for the contestant; shown to her once the payment is credited. */
    cheer: varchar('cheer', { length: 140 }),
    cheerName: varchar('cheer_name', { length: 40 }),
    cheerHiddenAt: timestamp('cheer_hidden_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('payments_status_created_idx').on(t.status, t.createdAt),
    index('payments_reference_idx').on(t.purpose, t.referenceId),
    uniqueIndex('payments_gateway_session_uniq')
      .on(t.gatewaySessionId)
      .where(sql`${t.gatewaySessionId} IS NOT NULL`),
  ],
);

export const candidates = pgTable(
  'candidates',
  {
    id: id(),
    name: varchar('name', { length: 120 }).notNull(),
    imageUrl: text('image_url').notNull().default(''),
    imageKey: text('image_key'),
    voteCount: integer('vote_count').notNull().default(0),
    voteSeq: bigint('vote_seq', { mode: 'number' }).notNull().default(0),
    /** Null for candidates created before issue #29 or through SPEC's create contract without one. */
    category: categoryEnum('category'),
    city: varchar('city', { length: 60 }).notNull().default(''),
    bio: varchar('bio', { length: 280 }).notNull().default(''),
    /** The registration she was created from (admin pipeline); unique, and null for hand-made candidates. */
    registrationId: uuid('registration_id').references(() => registrations.id, { onDelete: 'set null' }),
    demo: boolean('demo').notNull().default(false),
    /** Her share links' ?ref= (issue #30); generated by the database, unique. */
    refCode: varchar('ref_code', { length: 16 })
      .notNull()
      .default(sql`substr(md5(random()::text || clock_timestamp()::text), 1, 10)`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('candidates_ref_code_uniq').on(t.refCode),
    // No index may hold vote_count: a credit then stays a heap-only update that touches no index
    // (migration 0015, issue #28, with the table's fillfactor of 70). The search is a case-insensitive substring.
    index('candidates_name_trgm_idx').using('gin', sql`lower(${t.name}) gin_trgm_ops`),
    uniqueIndex('candidates_registration_uniq')
      .on(t.registrationId)
      .where(sql`${t.registrationId} IS NOT NULL`),
    check('candidates_vote_count_nonneg', sql`${t.voteCount} >= 0`),
  ],
);

/** One row per credited vote payment; survives the candidate's deletion (candidate_id set null). */
export const votes = pgTable(
  'votes',
  {
    id: id(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id),
    candidateId: uuid('candidate_id').references(() => candidates.id, { onDelete: 'set null' }),
    candidateName: varchar('candidate_name', { length: 120 }).notNull(),
    votes: integer('votes').notNull(),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    currency: varchar('currency', { length: 3 }).$type<Currency>().notNull().default('INR'),
    voterName: varchar('voter_name', { length: 120 }),
    voterEmail: varchar('voter_email', { length: 254 }),
    voterPhone: varchar('voter_phone', { length: 20 }),
    createdAt: createdAt(),
  },
  (t) => [
    index('votes_candidate_idx').on(t.candidateId, t.createdAt),
    // A refund adds a negative reversal row: one credit and at most one reversal per payment.
    uniqueIndex('votes_payment_credit_uniq')
      .on(t.paymentId)
      .where(sql`${t.votes} > 0`),
    uniqueIndex('votes_payment_reversal_uniq')
      .on(t.paymentId)
      .where(sql`${t.votes} < 0`),
  ],
);

export const donations = pgTable('donations', {
  id: id(),
  paymentId: uuid('payment_id')
    .notNull()
    .unique()
    .references(() => payments.id),
  amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
  currency: varchar('currency', { length: 3 }).$type<Currency>().notNull().default('INR'),
  mode: donationModeEnum('mode').notNull(),
  donorName: varchar('donor_name', { length: 120 }),
  donorEmail: varchar('donor_email', { length: 254 }),
  donorPhone: varchar('donor_phone', { length: 20 }),
  mealsPledged: integer('meals_pledged').notNull(),
  refundedAt: timestamp('refunded_at', { withTimezone: true }),
  /** Issue #33: the contestant whose charity drive the gift supports; null for the general fund (or once she is deleted). */
  candidateId: uuid('candidate_id').references(() => candidates.id, { onDelete: 'set null' }),
  /** Whether her cockpit may show the donor's first name. */
  showName: boolean('show_name').notNull().default(false),
  createdAt: createdAt(),
});

/** Issue #33: the season's CSR targets, one row (absent until the admin first saves; then common's defaults apply). */
export const csrTargets = pgTable('csr_targets', {
  id: integer('id').primaryKey().default(1),
  targetInr: integer('target_inr').notNull(),
  targetUsd: integer('target_usd').notNull(),
  updatedAt: updatedAt(),
});

/** Issue #33: a contestant's own CSR target per currency; null keeps the season's. */
export const csrTargetOverrides = pgTable('csr_target_overrides', {
  candidateId: uuid('candidate_id')
    .primaryKey()
    .references(() => candidates.id, { onDelete: 'cascade' }),
  targetInr: integer('target_inr'),
  targetUsd: integer('target_usd'),
});

export const homeImages = pgTable('home_images', {
  type: homeImageTypeEnum('type').primaryKey(),
  url: text('url').notNull(),
  key: text('key'),
  updatedAt: updatedAt(),
});

export const teamMembers = pgTable(
  'team_members',
  {
    id: id(),
    type: teamTypeEnum('type').notNull(),
    name: varchar('name', { length: 120 }).notNull(),
    designation: varchar('designation', { length: 160 }).notNull(),
    mainUrl: text('main_url').notNull(),
    mainKey: text('main_key'),
    knowMoreUrl: text('know_more_url'),
    knowMoreKey: text('know_more_key'),
    sortOrder: sortOrder(),
    createdAt: createdAt(),
  },
  (t) => [index('team_members_type_order_idx').on(t.type, t.sortOrder)],
);

export const mediaItems = pgTable(
  'media_items',
  {
    id: id(),
    type: mediaTypeEnum('type').notNull(),
    title: varchar('title', { length: 200 }).notNull().default(''),
    imageUrl: text('image_url'),
    imageKey: text('image_key'),
    alt: varchar('alt', { length: 200 }).notNull().default(''),
    videoUrl: text('video_url'),
    sortOrder: sortOrder(),
    createdAt: createdAt(),
  },
  (t) => [index('media_items_type_order_idx').on(t.type, t.sortOrder)],
);

/** CSR slides and sponsor logos are the same thing: an ordered image that links somewhere. */
const linkedImageColumns = () => ({
  id: id(),
  url: text('url').notNull(),
  key: text('key'),
  alt: varchar('alt', { length: 200 }).notNull().default(''),
  href: text('href').notNull().default(''),
  sortOrder: sortOrder(),
  createdAt: createdAt(),
});

export const csrImages = pgTable('csr_images', linkedImageColumns(), (t) => [index('csr_images_order_idx').on(t.sortOrder)]);

export const sponsorLogos = pgTable('sponsor_logos', linkedImageColumns(), (t) => [index('sponsor_logos_order_idx').on(t.sortOrder)]);

export const homeBrands = pgTable(
  'home_brands',
  {
    id: id(),
    imageUrl: text('image_url').notNull(),
    imageKey: text('image_key'),
    sortOrder: sortOrder(),
    createdAt: createdAt(),
  },
  (t) => [index('home_brands_order_idx').on(t.sortOrder)],
);

export const testimonials = pgTable(
  'testimonials',
  {
    id: id(),
    name: varchar('name', { length: 120 }).notNull(),
    place: varchar('place', { length: 120 }).notNull().default(''),
    text: text('text').notNull(),
    imageUrl: text('image_url'),
    imageKey: text('image_key'),
    sortOrder: sortOrder(),
    createdAt: createdAt(),
  },
  (t) => [index('testimonials_order_idx').on(t.sortOrder)],
);

export type NgoHighlight = { title: string; content: string };

export const ngoCards = pgTable(
  'ngo_cards',
  {
    id: id(),
    title: varchar('title', { length: 200 }).notNull(),
    subtitle: varchar('subtitle', { length: 200 }).notNull().default(''),
    label: varchar('label', { length: 200 }).notNull().default(''),
    description: text('description').notNull(),
    imageUrl: text('image_url'),
    imageKey: text('image_key'),
    section: varchar('section', { length: 40 }).notNull().default('initiative'),
    highlights: jsonb('highlights').$type<NgoHighlight[]>().notNull().default([]),
    sortOrder: sortOrder(),
    createdAt: createdAt(),
  },
  (t) => [index('ngo_cards_order_idx').on(t.sortOrder)],
);

export type CompetitionHeader = { title: string; hostCountry: string; venue: string };
export type CompetitionSection = {
  _id: string;
  type: (typeof COMPETITION_SECTION_TYPES)[number];
  order: number;
  title?: string;
  text?: string;
  items?: { _id: string; label: string; text: string }[];
  src?: string;
  public_id?: string;
};

/** A single row (id = 1): the competition page is one document edited as a whole. */
export const competitionPage = pgTable(
  'competition_page',
  {
    id: integer('id').primaryKey().default(1),
    header: jsonb('header').$type<CompetitionHeader>().notNull(),
    aboutVenue: text('about_venue').notNull().default(''),
    sections: jsonb('sections').$type<CompetitionSection[]>().notNull().default([]),
    updatedAt: updatedAt(),
  },
  (t) => [check('competition_page_singleton', sql`${t.id} = 1`)],
);

/**
 * Audit log (issue #16, migration 0006): append-only in the database (a trigger refuses UPDATE,
 * DELETE and TRUNCATE). seq orders entries written in the same instant.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
    at: timestamp('at', { withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
    actor: varchar('actor', { length: 64 }).notNull(),
    action: varchar('action', { length: 64 }).notNull(),
    target: varchar('target', { length: 200 }).notNull().default(''),
    ip: varchar('ip', { length: 64 }),
    summary: text('summary').notNull().default(''),
  },
  (t) => [
    index('audit_log_at_idx').on(t.at.desc(), t.seq.desc()),
    index('audit_log_actor_idx').on(t.actor),
    index('audit_log_action_idx').on(t.action),
  ],
);

/** Issue #30: single-use sign-in links for contestants; only the token's sha-256 is stored. */
export const contestantLoginTokens = pgTable(
  'contestant_login_tokens',
  {
    tokenHash: varchar('token_hash', { length: 64 }).primaryKey(),
    registrationId: uuid('registration_id')
      .notNull()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('contestant_login_tokens_registration_idx').on(t.registrationId, t.createdAt)],
);

/** A contestant's signed-in session (its own cookie, separate from the admin's); the id is stored hashed. */
export const contestantSessions = pgTable(
  'contestant_sessions',
  {
    sidHash: varchar('sid_hash', { length: 64 }).primaryKey(),
    registrationId: uuid('registration_id')
      .notNull()
      .references(() => registrations.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index('contestant_sessions_expires_idx').on(t.expiresAt)],
);

/** Milestone mails and daily digests, each claimed once per contestant and kind ('votes:100', 'digest:2026-11-27'). */
export const contestantMailLog = pgTable(
  'contestant_mail_log',
  {
    candidateId: uuid('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 40 }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.candidateId, t.kind] })],
);
