CREATE TABLE "addresses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"line1" text NOT NULL,
	"line2" text,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip" text NOT NULL,
	"country" text DEFAULT 'US' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "addresses_name_length" CHECK (char_length("addresses"."name") between 1 and 100),
	CONSTRAINT "addresses_line1_length" CHECK (char_length("addresses"."line1") between 1 and 100),
	CONSTRAINT "addresses_line2_length" CHECK (char_length("addresses"."line2") <= 100),
	CONSTRAINT "addresses_city_length" CHECK (char_length("addresses"."city") between 1 and 60),
	CONSTRAINT "addresses_state_format" CHECK ("addresses"."state" ~ '^[A-Z]{2}$'),
	CONSTRAINT "addresses_zip_format" CHECK ("addresses"."zip" ~ '^[0-9]{5}(-[0-9]{4})?$'),
	CONSTRAINT "addresses_country_us" CHECK ("addresses"."country" = 'US')
);
--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "addresses_one_default_per_user" ON "addresses" USING btree ("user_id") WHERE "addresses"."is_default";--> statement-breakpoint
CREATE INDEX "addresses_user_recent_idx" ON "addresses" USING btree ("user_id","created_at" DESC NULLS LAST);