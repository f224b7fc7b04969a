ALTER TABLE "users" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "default_language" text;