CREATE TABLE "listing_views" (
	"listing_id" uuid NOT NULL,
	"visitor_key" text NOT NULL,
	"hour_bucket" timestamp with time zone NOT NULL,
	CONSTRAINT "listing_views_listing_id_visitor_key_hour_bucket_pk" PRIMARY KEY("listing_id","visitor_key","hour_bucket")
);
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "like_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "comment_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "offer_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "popularity" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "hot_score" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "search_vector" "tsvector";--> statement-breakpoint
ALTER TABLE "listing_views" ADD CONSTRAINT "listing_views_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "listings_browse_hot_idx" ON "listings" USING btree ("hot_score","id") WHERE "listings"."is_active" and not "listings"."is_sold";--> statement-breakpoint
CREATE INDEX "listings_browse_popular_idx" ON "listings" USING btree ("popularity","id") WHERE "listings"."is_active" and not "listings"."is_sold";--> statement-breakpoint
CREATE INDEX "listings_search_idx" ON "listings" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "listings_title_trgm_idx" ON "listings" USING gin (lower("title") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "listings_brand_trgm_idx" ON "listings" USING gin (lower("brand") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "listings_category_idx" ON "listings" USING btree ("category");--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_counts_nonneg" CHECK ("listings"."like_count" >= 0 and "listings"."comment_count" >= 0 and "listings"."offer_count" >= 0);