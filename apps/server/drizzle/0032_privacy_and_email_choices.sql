CREATE TABLE "email_opt_outs" (
	"address" text NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_opt_outs_address_kind_pk" PRIMARY KEY("address","kind")
);
--> statement-breakpoint
CREATE TABLE "email_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"event_reminders" boolean DEFAULT true NOT NULL,
	"event_updates" boolean DEFAULT true NOT NULL,
	"mentoring" boolean DEFAULT true NOT NULL,
	"opportunities" boolean DEFAULT true NOT NULL,
	"channel_activity" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "privacy_consents" (
	"user_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "privacy_consents_user_id_version_pk" PRIMARY KEY("user_id","version")
);
--> statement-breakpoint
CREATE TABLE "privacy_notices" (
	"version" integer PRIMARY KEY NOT NULL,
	"texts" jsonb NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"published_by" uuid
);
--> statement-breakpoint
CREATE TABLE "used_unsubscribe_tokens" (
	"nonce" text PRIMARY KEY NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "opportunity_alerts" DROP CONSTRAINT "opportunity_alerts_frequency";--> statement-breakpoint
DROP INDEX "opportunity_alerts_due_idx";--> statement-breakpoint
ALTER TABLE "email_preferences" ADD CONSTRAINT "email_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_consents" ADD CONSTRAINT "privacy_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_consents" ADD CONSTRAINT "privacy_consents_version_privacy_notices_version_fk" FOREIGN KEY ("version") REFERENCES "public"."privacy_notices"("version") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_notices" ADD CONSTRAINT "privacy_notices_published_by_users_id_fk" FOREIGN KEY ("published_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "opportunity_alerts_due_idx" ON "opportunity_alerts" USING btree ("last_digest_at");--> statement-breakpoint
-- One truth for opportunity mail (ADR 58): an alert switched off becomes the member's choice.
INSERT INTO "email_preferences" ("user_id", "opportunities")
  SELECT "user_id", false FROM "opportunity_alerts" WHERE "frequency" = 'off'
  ON CONFLICT ("user_id") DO UPDATE SET "opportunities" = false;--> statement-breakpoint
ALTER TABLE "opportunity_alerts" DROP COLUMN "frequency";