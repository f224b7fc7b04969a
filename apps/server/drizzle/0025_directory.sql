-- A member's skills as one text, for the career group's search column (ADR 51).
CREATE OR REPLACE FUNCTION skills_text(skills text[]) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$ SELECT array_to_string(skills, ' ') $$;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "share_email" SET DEFAULT true;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "career_search" text GENERATED ALWAYS AS (lower(coalesce(job_title, '') || ' ' || coalesce(business_name, '') || ' ' || skills_text(skills))) STORED;--> statement-breakpoint
CREATE INDEX "users_directory_order_idx" ON "users" USING btree ("name_search","id") WHERE "users"."membership_status" = 'verified';--> statement-breakpoint
CREATE INDEX "users_career_search_trgm_idx" ON "users" USING gin ("career_search" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_city_trgm_idx" ON "users" USING gin ("city" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_country_idx" ON "users" USING btree ("country");--> statement-breakpoint
CREATE INDEX "users_industry_idx" ON "users" USING btree ("industry");--> statement-breakpoint
CREATE INDEX "users_open_to_idx" ON "users" USING gin ("open_to");--> statement-breakpoint
-- 0024's first key was lower(name); the server writes the transliterated one (db/name-search.ts)
-- for every row left empty here, as a data step after the migrations (db/alumni-data.ts).
UPDATE "users" SET "name_search" = '';
