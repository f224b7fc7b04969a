CREATE TABLE "mentor_profiles" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"offering" boolean DEFAULT false NOT NULL,
	"topics" text[] DEFAULT '{}'::text[] NOT NULL,
	"about" text DEFAULT '' NOT NULL,
	"capacity" integer DEFAULT 3 NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mentor_profiles_capacity_check" CHECK ("mentor_profiles"."capacity" between 1 and 10)
);
--> statement-breakpoint
CREATE TABLE "mentoring_feedback" (
	"request_id" uuid NOT NULL,
	"side" text NOT NULL,
	"rating" integer NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mentoring_feedback_request_id_side_pk" PRIMARY KEY("request_id","side"),
	CONSTRAINT "mentoring_feedback_side_check" CHECK ("mentoring_feedback"."side" in ('mentor', 'mentee')),
	CONSTRAINT "mentoring_feedback_rating_check" CHECK ("mentoring_feedback"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "mentoring_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"mentor_id" uuid NOT NULL,
	"mentee_id" uuid NOT NULL,
	"topic" text NOT NULL,
	"message" text NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"reminders_sent" integer DEFAULT 0 NOT NULL,
	"answered_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"reason" text,
	CONSTRAINT "mentoring_requests_status_check" CHECK ("mentoring_requests"."status" in ('requested', 'accepted', 'declined', 'withdrawn', 'expired', 'completed', 'cancelled')),
	CONSTRAINT "mentoring_requests_not_self" CHECK ("mentoring_requests"."mentor_id" <> "mentoring_requests"."mentee_id")
);
--> statement-breakpoint
ALTER TABLE "mentor_profiles" ADD CONSTRAINT "mentor_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentoring_feedback" ADD CONSTRAINT "mentoring_feedback_request_id_mentoring_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."mentoring_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentoring_requests" ADD CONSTRAINT "mentoring_requests_mentor_id_users_id_fk" FOREIGN KEY ("mentor_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentoring_requests" ADD CONSTRAINT "mentoring_requests_mentee_id_users_id_fk" FOREIGN KEY ("mentee_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mentor_profiles_offering_idx" ON "mentor_profiles" USING btree ("user_id") WHERE "mentor_profiles"."offering";--> statement-breakpoint
CREATE UNIQUE INDEX "mentoring_requests_open_key" ON "mentoring_requests" USING btree ("mentor_id","mentee_id") WHERE "mentoring_requests"."status" in ('requested', 'accepted');--> statement-breakpoint
CREATE INDEX "mentoring_requests_mentor_idx" ON "mentoring_requests" USING btree ("mentor_id","status");--> statement-breakpoint
CREATE INDEX "mentoring_requests_mentee_idx" ON "mentoring_requests" USING btree ("mentee_id","status");--> statement-breakpoint
CREATE INDEX "mentoring_requests_waiting_idx" ON "mentoring_requests" USING btree ("created_at") WHERE "mentoring_requests"."status" = 'requested';