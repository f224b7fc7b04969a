CREATE TABLE "batch_reps" (
	"batch" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "batch_reps_batch_user_id_pk" PRIMARY KEY("batch","user_id")
);
--> statement-breakpoint
CREATE TABLE "roster_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"mobile" text,
	"batch" integer,
	"course" text,
	"city" text,
	"country" text,
	"user_id" uuid,
	"invited_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "batch" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "course" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "job_title" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "industry" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "skills" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "open_to" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "visibility" jsonb DEFAULT '{"email":"members","mobile":"private","address":"private","location":"members","career":"members","social":"members"}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "membership_status" text DEFAULT 'verified' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "membership_decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "membership_note" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "name_search" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "join_policy" text;--> statement-breakpoint
ALTER TABLE "batch_reps" ADD CONSTRAINT "batch_reps_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "roster_entries" ADD CONSTRAINT "roster_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "batch_reps_user_idx" ON "batch_reps" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "roster_entries_email_key" ON "roster_entries" USING btree ("email") WHERE "roster_entries"."email" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "roster_entries_mobile_key" ON "roster_entries" USING btree ("mobile") WHERE "roster_entries"."mobile" is not null;--> statement-breakpoint
CREATE INDEX "roster_entries_batch_idx" ON "roster_entries" USING btree ("batch");--> statement-breakpoint
CREATE INDEX "users_batch_idx" ON "users" USING btree ("batch");--> statement-breakpoint
CREATE INDEX "users_membership_idx" ON "users" USING btree ("membership_status");--> statement-breakpoint
CREATE INDEX "users_name_search_trgm_idx" ON "users" USING gin ("name_search" gin_trgm_ops);;--> statement-breakpoint
-- Existing members keep the choice they made: an email or phone they did not share stays private.
UPDATE "users" SET "visibility" = jsonb_build_object(
  'email', CASE WHEN "share_email" THEN 'members' ELSE 'private' END,
  'mobile', CASE WHEN "share_phone" THEN 'members' ELSE 'private' END,
  'address', 'private', 'location', 'members', 'career', 'members', 'social', 'members');--> statement-breakpoint
-- A first search key; the server rewrites it with the transliterated name (see name-search.ts).
UPDATE "users" SET "name_search" = lower("name");