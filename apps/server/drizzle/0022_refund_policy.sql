ALTER TABLE "events" ADD COLUMN "refundable_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "ticket_ledger_event_idx" ON "ticket_ledger" USING btree ("event_id","id");