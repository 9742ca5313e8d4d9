-- Issue #33: each contestant's CSR (charity) drive. A donation may name the contestant it supports;
-- when she is deleted the gift stays on record for the general fund (SET NULL), never lost.
ALTER TABLE "donations" ADD COLUMN IF NOT EXISTS "candidate_id" uuid REFERENCES "candidates"("id") ON DELETE SET NULL;
--> statement-breakpoint
-- Whether her cockpit may show the donor's first name; nobody is named without asking.
ALTER TABLE "donations" ADD COLUMN IF NOT EXISTS "show_name" boolean NOT NULL DEFAULT false;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "donations_candidate_idx" ON "donations" ("candidate_id", "created_at") WHERE "candidate_id" IS NOT NULL;
--> statement-breakpoint
-- The season's target per currency: one row, created on the first save (absent: the defaults in common).
CREATE TABLE IF NOT EXISTS "csr_targets" (
  "id" integer PRIMARY KEY DEFAULT 1 CHECK ("id" = 1),
  "target_inr" integer NOT NULL CHECK ("target_inr" > 0),
  "target_usd" integer NOT NULL CHECK ("target_usd" > 0),
  "updated_at" timestamp with time zone NOT NULL DEFAULT now()
);
--> statement-breakpoint
-- A contestant's own target in a currency; null keeps the season's.
CREATE TABLE IF NOT EXISTS "csr_target_overrides" (
  "candidate_id" uuid PRIMARY KEY REFERENCES "candidates"("id") ON DELETE CASCADE,
  "target_inr" integer CHECK ("target_inr" > 0),
  "target_usd" integer CHECK ("target_usd" > 0),
  CHECK ("target_inr" IS NOT NULL OR "target_usd" IS NOT NULL)
);
