CREATE TABLE "event_questions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"event_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"label" text NOT NULL,
	"type" text NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"ticket_type_ids" jsonb DEFAULT '[]'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_ticket_types" (
	"id" uuid PRIMARY KEY NOT NULL,
	"event_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"price_amount" integer NOT NULL,
	"currency" text NOT NULL,
	"capacity" integer,
	"sales_start" timestamp with time zone,
	"sales_end" timestamp with time zone,
	"hidden" boolean DEFAULT false NOT NULL,
	CONSTRAINT "event_ticket_types_price" CHECK ("event_ticket_types"."price_amount" >= 0),
	CONSTRAINT "event_ticket_types_capacity" CHECK ("event_ticket_types"."capacity" is null or "event_ticket_types"."capacity" > 0)
);
--> statement-breakpoint
CREATE TABLE "ticket_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"registration_id" uuid,
	"event_id" uuid,
	"kind" text NOT NULL,
	"amount" integer,
	"currency" text,
	"order_id" text,
	"payment_id" text,
	"flagged" boolean DEFAULT false NOT NULL,
	"detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "registrations_live_email_key";--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "ticket_hold_minutes" integer;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "ticket_type_id" uuid;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "answers" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "price_amount" integer;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "currency" text;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "amount_paid" integer;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "hold_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "razorpay_order_id" text;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "razorpay_payment_id" text;--> statement-breakpoint
ALTER TABLE "event_questions" ADD CONSTRAINT "event_questions_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_ticket_types" ADD CONSTRAINT "event_ticket_types_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_questions_event_idx" ON "event_questions" USING btree ("event_id","position");--> statement-breakpoint
CREATE INDEX "event_ticket_types_event_idx" ON "event_ticket_types" USING btree ("event_id","position");--> statement-breakpoint
CREATE INDEX "ticket_ledger_registration_idx" ON "ticket_ledger" USING btree ("registration_id");--> statement-breakpoint
CREATE INDEX "ticket_ledger_flagged_idx" ON "ticket_ledger" USING btree ("created_at") WHERE "ticket_ledger"."flagged";--> statement-breakpoint
CREATE UNIQUE INDEX "registrations_order_key" ON "registrations" USING btree ("razorpay_order_id");--> statement-breakpoint
CREATE INDEX "registrations_hold_idx" ON "registrations" USING btree ("hold_expires_at") WHERE "registrations"."status" = 'awaiting_payment';--> statement-breakpoint
CREATE UNIQUE INDEX "registrations_live_email_key" ON "registrations" USING btree ("event_id","email") WHERE "registrations"."status" not in ('cancelled', 'expired', 'refunded');--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_ticket_hold" CHECK ("site_settings"."ticket_hold_minutes" is null or "site_settings"."ticket_hold_minutes" between 1 and 1440);--> statement-breakpoint
-- Issue 25: the ticket ledger is append-only, whatever code path or tool touches it.
CREATE FUNCTION portal_ticket_ledger_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ticket_ledger is append-only';
END $$;
--> statement-breakpoint
CREATE TRIGGER ticket_ledger_append_only BEFORE UPDATE OR DELETE ON ticket_ledger
  FOR EACH ROW EXECUTE FUNCTION portal_ticket_ledger_append_only();
