-- Issue #29: a contestant's journey from registration to the voting page, and her identity on the card.
-- The first two stages (paid, details submitted) follow from the payment and the details step; only the
-- admin's decisions are stored, so nothing on the payment path had to learn about the pipeline.
DO $$ BEGIN
  CREATE TYPE "review_stage" AS ENUM ('shortlisted', 'declined', 'on_voting_page');
EXCEPTION WHEN duplicate_object THEN NULL; END $$;
--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN IF NOT EXISTS "review_stage" "review_stage";
--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN IF NOT EXISTS "review_reason" text;
--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN IF NOT EXISTS "review_changed_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN IF NOT EXISTS "category" "category";
--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN IF NOT EXISTS "city" varchar(60) NOT NULL DEFAULT '';
--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN IF NOT EXISTS "bio" varchar(280) NOT NULL DEFAULT '';
--> statement-breakpoint
ALTER TABLE "candidates" ADD COLUMN IF NOT EXISTS "registration_id" uuid REFERENCES "registrations"("id") ON DELETE SET NULL;
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "candidates_registration_uniq" ON "candidates" ("registration_id") WHERE "registration_id" IS NOT NULL;
--> statement-breakpoint
-- Seeded demo rows (candidates and the paid payments behind their counts) carry a flag the admin shows.
ALTER TABLE "candidates" ADD COLUMN IF NOT EXISTS "demo" boolean NOT NULL DEFAULT false;
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN IF NOT EXISTS "demo" boolean NOT NULL DEFAULT false;
