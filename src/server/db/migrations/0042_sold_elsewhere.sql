ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_known";--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "sold_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "sold_elsewhere_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "source_checked_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "listings_seller_sold_idx" ON "listings" USING btree ("seller_id","sold_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "listings"."is_sold";--> statement-breakpoint
CREATE INDEX "listings_sold_recent_idx" ON "listings" USING btree ("sold_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "listings"."is_sold" and "listings"."is_active";--> statement-breakpoint
CREATE INDEX "listings_source_check_idx" ON "listings" USING btree ("source_checked_at") WHERE "listings"."original_url" is not null and not "listings"."is_sold";--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_known" CHECK ("notifications"."type" in ('offer_received','offer_accepted','offer_declined','offer_cancelled','offer_expiring','offer_expired','offer_countered','likers_offer','sale_made','purchase_paid','order_shipped','order_delivered','order_completed','order_cancelled','earnings_waiting','payout_sent','review_received','claim_opened','claim_updated','claim_resolved','order_refunded','listing_comment','question_reply','new_message','liked_price_drop','liked_sold','followed_new_listings','live_show_started','import_finished','listing_sold_elsewhere','saved_search_match','away_ended'));--> statement-breakpoint
-- Listings sold before sold_at existed: the time their sale was paid, or their last change.
UPDATE "listings" l SET "sold_at" = coalesce(
  (SELECT max(o."paid_at") FROM "orders" o LEFT JOIN "order_items" oi ON oi."order_id" = o."id"
    WHERE (o."listing_id" = l."id" OR oi."listing_id" = l."id") AND o."paid_at" IS NOT NULL),
  l."updated_at")
WHERE l."is_sold" AND l."sold_at" IS NULL;
