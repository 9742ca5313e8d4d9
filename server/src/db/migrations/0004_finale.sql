-- Finale night (issue #15). The voting window and the hide-counts time are instants; switch_set_at is
-- when an admin last used the SPEC §4 switch (it rules until the next window boundary after it);
-- boundary_announced_at is the latest boundary whose event:status broadcast an instance has claimed,
-- so several instances announce each boundary once.
ALTER TABLE "event_status" ADD COLUMN IF NOT EXISTS "opens_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "event_status" ADD COLUMN IF NOT EXISTS "closes_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "event_status" ADD COLUMN IF NOT EXISTS "hide_counts_from" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "event_status" ADD COLUMN IF NOT EXISTS "revealed_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "event_status" ADD COLUMN IF NOT EXISTS "switch_set_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "event_status" ADD COLUMN IF NOT EXISTS "boundary_announced_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "event_status" ADD CONSTRAINT "event_status_window" CHECK ("opens_at" IS NULL OR "closes_at" IS NULL OR "closes_at" > "opens_at");
--> statement-breakpoint
-- Strictly increases with each change of the candidate's count, in the statement that changes it:
-- clients apply a count only when its seq is newer than the one they show.
ALTER TABLE "candidates" ADD COLUMN IF NOT EXISTS "vote_seq" bigint DEFAULT 0 NOT NULL;
