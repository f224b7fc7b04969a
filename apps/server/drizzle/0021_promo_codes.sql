CREATE TABLE "promo_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"code" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"currency" text,
	"ticket_type_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"usage_limit" integer,
	"expires_at" timestamp with time zone,
	"disabled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_kind" CHECK ("promo_codes"."kind" in ('percent', 'fixed')),
	CONSTRAINT "promo_codes_value" CHECK (("promo_codes"."kind" = 'percent' and "promo_codes"."value" between 1 and 100)
        or ("promo_codes"."kind" = 'fixed' and "promo_codes"."value" > 0 and "promo_codes"."currency" is not null)),
	CONSTRAINT "promo_codes_usage_limit" CHECK ("promo_codes"."usage_limit" is null or "promo_codes"."usage_limit" > 0)
);
--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "promo_code_id" uuid;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "discount_amount" integer;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_event_code_key" ON "promo_codes" USING btree ("event_id",lower("code"));--> statement-breakpoint
CREATE INDEX "promo_codes_event_idx" ON "promo_codes" USING btree ("event_id","created_at");--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "registrations_promo_code_idx" ON "registrations" USING btree ("promo_code_id") WHERE "registrations"."promo_code_id" is not null;