-- Refunds (issue #16). 'refunded' is only added here, never used: a value added by ALTER TYPE
-- cannot be used in the transaction that adds it, and the migrator runs pending files in one.
ALTER TYPE "public"."payment_status" ADD VALUE IF NOT EXISTS 'refunded';
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN IF NOT EXISTS "settled_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN IF NOT EXISTS "refunded_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN IF NOT EXISTS "refund_reason" text;
--> statement-breakpoint
-- PayU's request_id for cancel_refund_transaction, what check_action_status last said, and the raw answer.
ALTER TABLE "payments" ADD COLUMN IF NOT EXISTS "refund_request_id" varchar(64);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN IF NOT EXISTS "refund_status" varchar(32);
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN IF NOT EXISTS "refund_response" jsonb;
--> statement-breakpoint
-- A refunded vote payment has two ledger rows, its credit and its negative reversal: still at most one of each.
ALTER TABLE "votes" DROP CONSTRAINT IF EXISTS "votes_payment_id_unique";
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "votes_payment_credit_uniq" ON "votes" USING btree ("payment_id") WHERE "votes" > 0;
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "votes_payment_reversal_uniq" ON "votes" USING btree ("payment_id") WHERE "votes" < 0;
--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN IF NOT EXISTS "refunded_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN IF NOT EXISTS "refunded_at" timestamp with time zone;
