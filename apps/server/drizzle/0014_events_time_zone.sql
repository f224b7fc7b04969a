-- Issue 19: every event has an IANA time zone, and an "online" flag. Existing events take the
-- site's zone (its setting when one is stored, else Asia/Kolkata, the portal's default); their
-- instants (starts_at, ends_at) are not touched, so nothing else about them changes.
ALTER TABLE "site_settings" ADD COLUMN IF NOT EXISTS "time_zone" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "time_zone" text;--> statement-breakpoint
UPDATE "events" SET "time_zone" = coalesce(
  (SELECT "time_zone" FROM "site_settings" WHERE "id" = 1),
  'Asia/Kolkata'
);--> statement-breakpoint
ALTER TABLE "events" ALTER COLUMN "time_zone" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "online" boolean DEFAULT false NOT NULL;
