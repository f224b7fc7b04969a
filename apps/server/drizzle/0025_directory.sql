-- A member's skills as one text, so one trigram index serves "q matches a skill" (ADR 51).
CREATE OR REPLACE FUNCTION skills_text(skills text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT array_to_string(skills, ' ') $$;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "share_email" SET DEFAULT true;--> statement-breakpoint
CREATE INDEX "users_directory_order_idx" ON "users" USING btree ("name_search","id") WHERE "users"."membership_status" = 'verified';--> statement-breakpoint
CREATE INDEX "users_business_name_trgm_idx" ON "users" USING gin ("business_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_job_title_trgm_idx" ON "users" USING gin ("job_title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_city_trgm_idx" ON "users" USING gin ("city" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_skills_trgm_idx" ON "users" USING gin (skills_text("skills") gin_trgm_ops);--> statement-breakpoint
-- 0024's first key was lower(name); the server writes the transliterated one (db/name-search.ts)
-- for every row left empty here, as a data step after the migrations (db/alumni-data.ts).
UPDATE "users" SET "name_search" = '';
