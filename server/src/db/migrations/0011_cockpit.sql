-- Issue #30: a contestant's campaign cockpit (/me). She signs in with a single-use e-mailed link;
-- only sha-256 hashes of the link tokens and session ids are stored, so a copy of the database
-- cannot be used to sign in as her.
CREATE TABLE IF NOT EXISTS "contestant_login_tokens" (
  "token_hash" varchar(64) PRIMARY KEY,
  "registration_id" uuid NOT NULL REFERENCES "registrations"("id") ON DELETE CASCADE,
  "expires_at" timestamp with time zone NOT NULL,
  "used_at" timestamp with time zone,
  "created_at" timestamp with time zone NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contestant_login_tokens_registration_idx" ON "contestant_login_tokens" ("registration_id", "created_at");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "contestant_sessions" (
  "sid_hash" varchar(64) PRIMARY KEY,
  "registration_id" uuid NOT NULL REFERENCES "registrations"("id") ON DELETE CASCADE,
  "expires_at" timestamp with time zone NOT NULL,
  "last_seen_at" timestamp with time zone NOT NULL DEFAULT now(),
  "created_at" timestamp with time zone NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "contestant_sessions_expires_idx" ON "contestant_sessions" ("expires_at");
--> statement-breakpoint
-- Her daily digest can be turned off from the cockpit.
ALTER TABLE "registrations" ADD COLUMN IF NOT EXISTS "digest_enabled" boolean NOT NULL DEFAULT true;
--> statement-breakpoint
-- Her share links carry ?ref=<ref_code>; a ref that is not the voted contestant's own code counts as direct.
ALTER TABLE "candidates" ADD COLUMN IF NOT EXISTS "ref_code" varchar(16) NOT NULL DEFAULT substr(md5(random()::text || clock_timestamp()::text), 1, 10);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "candidates_ref_code_uniq" ON "candidates" ("ref_code");
--> statement-breakpoint
-- Where a vote payment came from, and the voter's optional cheer; the cheer's id is the payment's id.
ALTER TABLE "payments" ADD COLUMN IF NOT EXISTS "src" varchar(16);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN IF NOT EXISTS "cheer" varchar(140);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN IF NOT EXISTS "cheer_name" varchar(40);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN IF NOT EXISTS "cheer_hidden_at" timestamp with time zone;
--> statement-breakpoint
-- Each milestone mail (first vote, 100, 1,000, 10,000, top 3) and each day's digest is sent once:
-- the row is claimed with INSERT … ON CONFLICT DO NOTHING before the mail is queued.
CREATE TABLE IF NOT EXISTS "contestant_mail_log" (
  "candidate_id" uuid NOT NULL REFERENCES "candidates"("id") ON DELETE CASCADE,
  "kind" varchar(40) NOT NULL,
  "sent_at" timestamp with time zone NOT NULL DEFAULT now(),
  PRIMARY KEY ("candidate_id", "kind")
);
