CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TYPE "public"."category" AS ENUM('Miss', 'Mrs');--> statement-breakpoint
CREATE TYPE "public"."donation_mode" AS ENUM('once', 'monthly');--> statement-breakpoint
CREATE TYPE "public"."home_image_type" AS ENUM('home1', 'home2');--> statement-breakpoint
CREATE TYPE "public"."media_type" AS ENUM('mediaCoverage', 'imageGallery', 'fashionGallery', 'brand', 'shoot', 'video');--> statement-breakpoint
CREATE TYPE "public"."payment_purpose" AS ENUM('registration', 'vote', 'donation');--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('initiated', 'pending', 'success', 'failure');--> statement-breakpoint
CREATE TYPE "public"."team_type" AS ENUM('leaders', 'directors', 'coreteam');--> statement-breakpoint
CREATE TABLE "admin_users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"username" varchar(64) NOT NULL,
	"password_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "candidates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(120) NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"image_key" text,
	"vote_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "candidates_vote_count_nonneg" CHECK ("candidates"."vote_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "competition_page" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"header" jsonb NOT NULL,
	"about_venue" text DEFAULT '' NOT NULL,
	"sections" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "competition_page_singleton" CHECK ("competition_page"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "csr_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"url" text NOT NULL,
	"key" text,
	"alt" varchar(200) DEFAULT '' NOT NULL,
	"href" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "donations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"mode" "donation_mode" NOT NULL,
	"donor_name" varchar(120),
	"donor_email" varchar(254),
	"donor_phone" varchar(20),
	"meals_pledged" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "donations_payment_id_unique" UNIQUE("payment_id")
);
--> statement-breakpoint
CREATE TABLE "event_status" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"is_active" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_status_singleton" CHECK ("event_status"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "home_brands" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"image_url" text NOT NULL,
	"image_key" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "home_images" (
	"type" "home_image_type" PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"key" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" "media_type" NOT NULL,
	"title" varchar(200) DEFAULT '' NOT NULL,
	"image_url" text,
	"image_key" text,
	"alt" varchar(200) DEFAULT '' NOT NULL,
	"video_url" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ngo_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" varchar(200) NOT NULL,
	"subtitle" varchar(200) DEFAULT '' NOT NULL,
	"label" varchar(200) DEFAULT '' NOT NULL,
	"description" text NOT NULL,
	"image_url" text,
	"image_key" text,
	"section" varchar(40) DEFAULT 'initiative' NOT NULL,
	"highlights" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"txnid" varchar(40) NOT NULL,
	"purpose" "payment_purpose" NOT NULL,
	"reference_id" varchar(64) NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"status" "payment_status" DEFAULT 'initiated' NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"product_info" varchar(100) NOT NULL,
	"first_name" varchar(120) NOT NULL,
	"email" varchar(254) NOT NULL,
	"phone" varchar(20) NOT NULL,
	"mihpayid" varchar(64),
	"gateway_response" jsonb,
	"settled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_txnid_unique" UNIQUE("txnid")
);
--> statement-breakpoint
CREATE TABLE "registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token" varchar(64) NOT NULL,
	"full_name" varchar(120) NOT NULL,
	"age" integer NOT NULL,
	"email" varchar(254) NOT NULL,
	"education" varchar(200) NOT NULL,
	"category" "category" NOT NULL,
	"contact_number" varchar(20) NOT NULL,
	"whatsapp_number" varchar(20) NOT NULL,
	"agree_to_terms" boolean NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"payment_status" "payment_status" DEFAULT 'initiated' NOT NULL,
	"paid_at" timestamp with time zone,
	"address" text,
	"height" varchar(16),
	"weight" varchar(32),
	"hair_color" varchar(50),
	"skin_color" varchar(50),
	"eye_color" varchar(50),
	"pictures" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"details_submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "registrations_token_unique" UNIQUE("token")
);
--> statement-breakpoint
CREATE TABLE "session" (
	"sid" varchar PRIMARY KEY NOT NULL,
	"sess" jsonb NOT NULL,
	"expire" timestamp (6) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sponsor_logos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"url" text NOT NULL,
	"key" text,
	"alt" varchar(200) DEFAULT '' NOT NULL,
	"href" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"type" "team_type" NOT NULL,
	"name" varchar(120) NOT NULL,
	"designation" varchar(160) NOT NULL,
	"main_url" text NOT NULL,
	"main_key" text,
	"know_more_url" text,
	"know_more_key" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "testimonials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(120) NOT NULL,
	"place" varchar(120) DEFAULT '' NOT NULL,
	"text" text NOT NULL,
	"image_url" text,
	"image_key" text,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "votes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"candidate_id" uuid,
	"candidate_name" varchar(120) NOT NULL,
	"votes" integer NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"voter_name" varchar(120),
	"voter_email" varchar(254),
	"voter_phone" varchar(20),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "votes_payment_id_unique" UNIQUE("payment_id")
);
--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "votes" ADD CONSTRAINT "votes_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "votes" ADD CONSTRAINT "votes_candidate_id_candidates_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."candidates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "admin_users_username_lower" ON "admin_users" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "candidates_votes_name_idx" ON "candidates" USING btree ("vote_count" DESC NULLS LAST,"name");--> statement-breakpoint
CREATE INDEX "candidates_name_trgm_idx" ON "candidates" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "csr_images_order_idx" ON "csr_images" USING btree ("sort_order");--> statement-breakpoint
CREATE INDEX "home_brands_order_idx" ON "home_brands" USING btree ("sort_order");--> statement-breakpoint
CREATE INDEX "media_items_type_order_idx" ON "media_items" USING btree ("type","sort_order");--> statement-breakpoint
CREATE INDEX "ngo_cards_order_idx" ON "ngo_cards" USING btree ("sort_order");--> statement-breakpoint
CREATE INDEX "payments_status_created_idx" ON "payments" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "payments_reference_idx" ON "payments" USING btree ("purpose","reference_id");--> statement-breakpoint
CREATE INDEX "registrations_email_lower_idx" ON "registrations" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "registrations_status_created_idx" ON "registrations" USING btree ("payment_status","created_at");--> statement-breakpoint
CREATE INDEX "session_expire_idx" ON "session" USING btree ("expire");--> statement-breakpoint
CREATE INDEX "sponsor_logos_order_idx" ON "sponsor_logos" USING btree ("sort_order");--> statement-breakpoint
CREATE INDEX "team_members_type_order_idx" ON "team_members" USING btree ("type","sort_order");--> statement-breakpoint
CREATE INDEX "testimonials_order_idx" ON "testimonials" USING btree ("sort_order");--> statement-breakpoint
CREATE INDEX "votes_candidate_idx" ON "votes" USING btree ("candidate_id","created_at");
--> statement-breakpoint
INSERT INTO "event_status" ("id", "is_active") VALUES (1, false) ON CONFLICT DO NOTHING;
