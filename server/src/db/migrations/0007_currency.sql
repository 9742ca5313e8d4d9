-- Issue #17: payments in two currencies. Every money row says which currency its amount is in, so no
-- total ever adds rupees to dollars; the payment says which gateway took it (PayU for INR, Stripe
-- Checkout for USD) and, for Stripe, the Checkout Session it was paid through.
ALTER TABLE "payments" ADD COLUMN IF NOT EXISTS "currency" varchar(3) DEFAULT 'INR' NOT NULL;
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN IF NOT EXISTS "gateway" varchar(16) DEFAULT 'payu' NOT NULL;
--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN IF NOT EXISTS "gateway_session_id" varchar(255);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "payments_gateway_session_uniq" ON "payments" ("gateway_session_id") WHERE "gateway_session_id" IS NOT NULL;
--> statement-breakpoint
ALTER TABLE "votes" ADD COLUMN IF NOT EXISTS "currency" varchar(3) DEFAULT 'INR' NOT NULL;
--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN IF NOT EXISTS "currency" varchar(3) DEFAULT 'INR' NOT NULL;
--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN IF NOT EXISTS "currency" varchar(3) DEFAULT 'INR' NOT NULL;
--> statement-breakpoint
DO $$ BEGIN
  ALTER TABLE "payments" ADD CONSTRAINT "payments_currency_check" CHECK ("currency" IN ('INR', 'USD'));
  ALTER TABLE "payments" ADD CONSTRAINT "payments_gateway_check" CHECK ("gateway" IN ('payu', 'stripe'));
  ALTER TABLE "votes" ADD CONSTRAINT "votes_currency_check" CHECK ("currency" IN ('INR', 'USD'));
  ALTER TABLE "donations" ADD CONSTRAINT "donations_currency_check" CHECK ("currency" IN ('INR', 'USD'));
  ALTER TABLE "registrations" ADD CONSTRAINT "registrations_currency_check" CHECK ("currency" IN ('INR', 'USD'));
EXCEPTION WHEN duplicate_object THEN NULL;
END $$;
