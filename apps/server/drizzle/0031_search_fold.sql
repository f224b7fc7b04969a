-- The directory matches city, job title, company and skills without case or accents ("sao paulo"
-- finds "São Paulo", "societe generale" finds "Société Générale"), as it matches names (ADR 51).
-- unaccent ships with PostgreSQL's contrib, as pg_trgm does, and is a trusted extension.
CREATE EXTENSION IF NOT EXISTS unaccent WITH SCHEMA public;--> statement-breakpoint
-- unaccent() is only STABLE (it reads its dictionary by name); with the dictionary named and
-- schema-qualified the result depends on its argument alone, so this wrapper may be IMMUTABLE and
-- so used in a generated column and an index (and reads the same under any search_path).
CREATE OR REPLACE FUNCTION search_fold(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, value)) $$;--> statement-breakpoint
DROP INDEX "users_city_trgm_idx";--> statement-breakpoint
ALTER TABLE "users" drop column "career_search";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "career_search" text GENERATED ALWAYS AS (search_fold(coalesce(job_title, '') || ' ' || coalesce(business_name, '') || ' ' || skills_text(skills))) STORED;--> statement-breakpoint
CREATE INDEX "users_career_search_trgm_idx" ON "users" USING gin ("career_search" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "city_search" text GENERATED ALWAYS AS (search_fold(city)) STORED;--> statement-breakpoint
CREATE INDEX "users_city_trgm_idx" ON "users" USING gin ("city_search" gin_trgm_ops);
