CREATE TABLE "follow_digests" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"last_sent_at" timestamp with time zone NOT NULL,
	"covered_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification_fanouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"error_message" text,
	"locked_by" text,
	"heartbeat_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"audience" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"except_user_ids" uuid[] DEFAULT '{}'::uuid[] NOT NULL,
	"type" text NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"url" text NOT NULL,
	"cursor" uuid,
	"notified_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "notification_fanouts_status_valid" CHECK ("notification_fanouts"."status" in ('pending','processing','completed','failed','cancelled')),
	CONSTRAINT "notification_fanouts_audience_valid" CHECK ("notification_fanouts"."audience" in ('likers','followers'))
);
--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "expiry_warned_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "follow_digests" ADD CONSTRAINT "follow_digests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_fanouts" ADD CONSTRAINT "notification_fanouts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_fanouts_open_idx" ON "notification_fanouts" USING btree ("created_at") WHERE "notification_fanouts"."status" in ('pending','processing');