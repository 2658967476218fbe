CREATE TABLE "job_schedules" (
	"name" text PRIMARY KEY NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL,
	"last_started_at" timestamp with time zone,
	"last_finished_at" timestamp with time zone,
	"last_run_by" text,
	"last_error" text
);
--> statement-breakpoint
ALTER TABLE "rate_limits" ADD COLUMN "window_seconds" integer DEFAULT 2592000 NOT NULL;