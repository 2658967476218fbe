CREATE TABLE "saved_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"query" jsonb NOT NULL,
	"query_key" text NOT NULL,
	"email_digest" boolean DEFAULT true NOT NULL,
	"checked_until" timestamp with time zone DEFAULT now() NOT NULL,
	"digest_listing_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"last_digest_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_searches_name_length" CHECK (char_length("saved_searches"."name") between 1 and 100)
);
--> statement-breakpoint
ALTER TABLE "offers" DROP CONSTRAINT "offers_status_valid";--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_known";--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "likers_offer_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "price_drop_alert_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "thread_id" uuid;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "made_by" text DEFAULT 'buyer' NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "to_likers" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_searches_once_per_user" ON "saved_searches" USING btree ("user_id","query_key");--> statement-breakpoint
CREATE INDEX "saved_searches_checked_idx" ON "saved_searches" USING btree ("checked_until");--> statement-breakpoint
CREATE INDEX "offers_thread_idx" ON "offers" USING btree ("thread_id","created_at");--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_made_by_valid" CHECK ("offers"."made_by" in ('buyer','seller'));--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_status_valid" CHECK ("offers"."status" in ('pending','accepted','declined','expired','cancelled','completed','countered'));--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_known" CHECK ("notifications"."type" in ('offer_received','offer_accepted','offer_declined','offer_cancelled','offer_expiring','offer_expired','offer_countered','likers_offer','sale_made','purchase_paid','order_shipped','order_delivered','order_completed','order_cancelled','earnings_waiting','payout_sent','review_received','claim_opened','claim_updated','claim_resolved','order_refunded','listing_comment','question_reply','new_message','liked_price_drop','liked_sold','followed_new_listings','live_show_started','import_finished','saved_search_match'));