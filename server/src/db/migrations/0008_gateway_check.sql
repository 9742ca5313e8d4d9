-- Issue #26: "check my payment" asks the gateway at most once per payment per 10 seconds across every
-- instance, so the time of the last look lives with the payment and is claimed by a conditional UPDATE.
ALTER TABLE "payments" ADD COLUMN IF NOT EXISTS "last_gateway_check_at" timestamp with time zone;
