CREATE TABLE "offer_items" (
	"offer_id" uuid NOT NULL,
	"listing_id" uuid NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "offer_items_offer_id_listing_id_pk" PRIMARY KEY("offer_id","listing_id")
);
--> statement-breakpoint
DROP INDEX "offers_one_pending_unique";--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "item_count" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "offer_items" ADD CONSTRAINT "offer_items_offer_id_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."offers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offer_items" ADD CONSTRAINT "offer_items_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "offer_items_listing_idx" ON "offer_items" USING btree ("listing_id");--> statement-breakpoint
CREATE UNIQUE INDEX "offers_one_pending_unique" ON "offers" USING btree ("buyer_id","listing_id") WHERE "offers"."status" = 'pending' and "offers"."item_count" = 1;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_item_count_range" CHECK ("offers"."item_count" between 1 and 20);