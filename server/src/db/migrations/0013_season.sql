-- Issue #32: the season's calendar, one row (absent until the admin first saves: then nothing is shown
-- and registration is not limited by dates). Instants are stored with their zone; pages show them in IST.
CREATE TABLE IF NOT EXISTS "season_calendar" (
  "id" integer PRIMARY KEY DEFAULT 1 CHECK ("id" = 1),
  "finale_at" timestamp with time zone,
  "finale_venue" varchar(160),
  "registration_opens_at" timestamp with time zone,
  "registration_closes_at" timestamp with time zone,
  -- [{city, at}] in the order the admin gave them (common's seasonSchema checks the shape).
  "auditions" jsonb NOT NULL DEFAULT '[]'::jsonb,
  "updated_at" timestamp with time zone NOT NULL DEFAULT now(),
  CHECK ("registration_opens_at" IS NULL OR "registration_closes_at" IS NULL OR "registration_closes_at" > "registration_opens_at")
);
