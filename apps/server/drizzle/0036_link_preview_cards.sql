CREATE TABLE "link_preview_cards" (
	"name" text PRIMARY KEY NOT NULL,
	"last_served_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "link_preview_cards_served_idx" ON "link_preview_cards" USING btree ("last_served_at");