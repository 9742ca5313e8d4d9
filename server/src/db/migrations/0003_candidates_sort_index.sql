-- The list sorts by votes desc, name, id (id keeps pages stable on ties): an index on all three
-- lets PostgreSQL read the first page straight from it instead of sorting every candidate. NULLS FIRST
-- matches what ORDER BY vote_count DESC means; the old NULLS LAST index was never used for it.
DROP INDEX IF EXISTS "candidates_votes_name_idx";
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "candidates_votes_name_idx" ON "candidates" USING btree ("vote_count" DESC NULLS FIRST, "name", "id");
