-- Issue #28: a credited vote changes vote_count, and while an index holds vote_count PostgreSQL cannot
-- update the row in place (a heap-only update): every credit wrote a new entry into each of the
-- candidates' five indexes, the name trigram GIN index included. The lists sort at most a few thousand
-- rows (and the public list is served from prepared bytes), so the sort index is not worth that.
DROP INDEX IF EXISTS "candidates_votes_name_idx";
--> statement-breakpoint
-- Room on each page for the next versions of its rows, so a credit's new row version stays on the
-- page of the old one (a heap-only update needs that too). Rows already written move once, on their
-- next update.
ALTER TABLE "candidates" SET (fillfactor = 70);
