-- Issue #34: more than one admin. Every existing admin was all-powerful, so each becomes an owner.
ALTER TABLE "admin_users" ADD COLUMN IF NOT EXISTS "email" varchar(254);
--> statement-breakpoint
ALTER TABLE "admin_users" ADD COLUMN IF NOT EXISTS "name" varchar(80);
--> statement-breakpoint
ALTER TABLE "admin_users" ADD COLUMN IF NOT EXISTS "role" varchar(16) NOT NULL DEFAULT 'owner'
  CHECK ("role" IN ('owner', 'manager', 'finance', 'editor'));
--> statement-breakpoint
-- A disabled admin keeps her row (the audit log names her) but can neither sign in nor keep a session.
ALTER TABLE "admin_users" ADD COLUMN IF NOT EXISTS "disabled_at" timestamp with time zone;
--> statement-breakpoint
-- TOTP: the shared secret (base32) once confirmed; the last accepted 30 s step, so a code works once.
ALTER TABLE "admin_users" ADD COLUMN IF NOT EXISTS "totp_secret" text;
--> statement-breakpoint
ALTER TABLE "admin_users" ADD COLUMN IF NOT EXISTS "totp_enabled_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "admin_users" ADD COLUMN IF NOT EXISTS "totp_last_step" bigint;
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "admin_users_email_lower" ON "admin_users" (lower("email")) WHERE "email" IS NOT NULL;
--> statement-breakpoint
-- An owner's invitation: the token is stored as sha-256 only; single use, 48 hours.
CREATE TABLE IF NOT EXISTS "admin_invitations" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  "token_hash" varchar(64) NOT NULL UNIQUE,
  "email" varchar(254) NOT NULL,
  "name" varchar(80) NOT NULL,
  "role" varchar(16) NOT NULL CHECK ("role" IN ('owner', 'manager', 'finance', 'editor')),
  "invited_by" uuid REFERENCES "admin_users"("id") ON DELETE SET NULL,
  "expires_at" timestamp with time zone NOT NULL,
  "used_at" timestamp with time zone,
  "admin_id" uuid REFERENCES "admin_users"("id") ON DELETE SET NULL,
  "created_at" timestamp with time zone NOT NULL DEFAULT now()
);
--> statement-breakpoint
-- Ten single-use recovery codes per admin with TOTP, stored as sha-256.
CREATE TABLE IF NOT EXISTS "admin_recovery_codes" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  "admin_id" uuid NOT NULL REFERENCES "admin_users"("id") ON DELETE CASCADE,
  "code_hash" varchar(64) NOT NULL,
  "used_at" timestamp with time zone,
  "created_at" timestamp with time zone NOT NULL DEFAULT now()
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "admin_recovery_codes_admin_idx" ON "admin_recovery_codes" ("admin_id");
--> statement-breakpoint
-- Passkeys (WebAuthn credentials): the public key (base64url COSE bytes) and its signature counter.
CREATE TABLE IF NOT EXISTS "admin_passkeys" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  "admin_id" uuid NOT NULL REFERENCES "admin_users"("id") ON DELETE CASCADE,
  "credential_id" text NOT NULL UNIQUE,
  "public_key" text NOT NULL,
  "counter" bigint NOT NULL DEFAULT 0,
  "transports" jsonb NOT NULL DEFAULT '[]'::jsonb,
  "label" varchar(80) NOT NULL DEFAULT 'Passkey',
  "created_at" timestamp with time zone NOT NULL DEFAULT now(),
  "last_used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "admin_passkeys_admin_idx" ON "admin_passkeys" ("admin_id");
--> statement-breakpoint
-- The owner's security policy, one row (absent: no second factor required).
CREATE TABLE IF NOT EXISTS "admin_security_policy" (
  "id" integer PRIMARY KEY DEFAULT 1 CHECK ("id" = 1),
  "require_second_factor" boolean NOT NULL DEFAULT false,
  "updated_at" timestamp with time zone NOT NULL DEFAULT now()
);
