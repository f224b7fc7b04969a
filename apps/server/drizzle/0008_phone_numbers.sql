CREATE TABLE "unreadable_phones" (
	"kind" text NOT NULL,
	"record_id" uuid NOT NULL,
	"value" text NOT NULL,
	"flagged_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "unreadable_phones_kind_record_id_pk" PRIMARY KEY("kind","record_id")
);
--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "default_country" text;