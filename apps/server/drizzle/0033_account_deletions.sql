CREATE TABLE "account_deletions" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"token_hash" "bytea" NOT NULL,
	"held" jsonb NOT NULL,
	"remove_content" boolean DEFAULT false NOT NULL,
	"requested_by" uuid,
	"deleted_at" timestamp with time zone NOT NULL,
	"restore_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "opportunities" DROP CONSTRAINT "opportunities_posted_by_users_id_fk";
--> statement-breakpoint
ALTER TABLE "opportunities" ALTER COLUMN "posted_by" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "account_deletions" ADD CONSTRAINT "account_deletions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_deletions" ADD CONSTRAINT "account_deletions_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_deletions_token_key" ON "account_deletions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "account_deletions_due_idx" ON "account_deletions" USING btree ("restore_until");--> statement-breakpoint
ALTER TABLE "opportunities" ADD CONSTRAINT "opportunities_posted_by_users_id_fk" FOREIGN KEY ("posted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;