-- Backups taken by the running server (issue #31). The files live in each instance's DATA_DIR/backups;
-- this table is what instances share, so a scheduled backup is taken by one of them only and the
-- admin screen can say when the last one was taken wherever it was.
CREATE TABLE IF NOT EXISTS "backup_runs" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "name" varchar(100) NOT NULL,
  "trigger" varchar(16) NOT NULL,
  "started_at" timestamp with time zone NOT NULL,
  "finished_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL,
  "bytes" bigint NOT NULL,
  "in_s3" boolean DEFAULT false NOT NULL,
  CONSTRAINT "backup_runs_trigger_check" CHECK ("trigger" IN ('schedule', 'admin'))
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "backup_runs_started_idx" ON "backup_runs" ("started_at" DESC);
