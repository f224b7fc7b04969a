CREATE TABLE "match_balls" (
	"match_id" uuid NOT NULL,
	"seq" integer NOT NULL,
	"innings" integer NOT NULL,
	"ball" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "match_balls_match_seq_key" PRIMARY KEY("match_id","seq")
);
--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "lineup1" jsonb;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "lineup2" jsonb;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "scorers" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "ball_card" jsonb;--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "format" jsonb;--> statement-breakpoint
ALTER TABLE "match_balls" ADD CONSTRAINT "match_balls_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_balls" ADD CONSTRAINT "match_balls_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;