CREATE TABLE "signing_keys" (
	"name" text PRIMARY KEY NOT NULL,
	"key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "opportunities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"company" text NOT NULL,
	"location" text NOT NULL,
	"remote" boolean DEFAULT false NOT NULL,
	"description" text NOT NULL,
	"apply_url" text,
	"apply_email" text,
	"status" text NOT NULL,
	"posted_by" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"published_at" timestamp with time zone,
	"decided_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "opportunities_kind" CHECK ("opportunities"."kind" in ('job', 'internship', 'referral')),
	CONSTRAINT "opportunities_status" CHECK ("opportunities"."status" in ('pending', 'published', 'rejected', 'closed', 'expired')),
	CONSTRAINT "opportunities_apply_route" CHECK ("opportunities"."apply_url" is not null or "opportunities"."apply_email" is not null)
);
--> statement-breakpoint
CREATE TABLE "opportunity_alerts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"kinds" text[] NOT NULL,
	"q" text,
	"location" text,
	"frequency" text NOT NULL,
	"last_digest_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "opportunity_alerts_frequency" CHECK ("opportunity_alerts"."frequency" in ('weekly', 'off'))
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "headers" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "opportunity_moderation" boolean;--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_posted_by_users_id_fk" FOREIGN KEY ("posted_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opportunity_alerts" ADD CONSTRAINT "opportunity_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "opportunities_listed_idx" ON "opportunities" USING btree ("status","published_at","id");--> statement-breakpoint
CREATE INDEX "opportunities_expiry_idx" ON "opportunities" USING btree ("status","expires_at");--> statement-breakpoint
CREATE INDEX "opportunities_poster_idx" ON "opportunities" USING btree ("posted_by","created_at");--> statement-breakpoint
CREATE INDEX "opportunity_alerts_due_idx" ON "opportunity_alerts" USING btree ("frequency","last_digest_at");