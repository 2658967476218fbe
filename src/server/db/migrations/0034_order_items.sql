CREATE TABLE "order_items" (
	"order_id" uuid NOT NULL,
	"listing_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"price_cents" integer NOT NULL,
	"parcel_size" text NOT NULL,
	"shipping_payer" text NOT NULL,
	CONSTRAINT "order_items_order_id_listing_id_pk" PRIMARY KEY("order_id","listing_id"),
	CONSTRAINT "order_items_price_nonneg" CHECK ("order_items"."price_cents" >= 0),
	CONSTRAINT "order_items_shipping_valid" CHECK ("order_items"."parcel_size" in ('small','medium','large') and "order_items"."shipping_payer" in ('buyer','seller'))
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_money_nonneg";--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "item_count" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_items_listing_idx" ON "order_items" USING btree ("listing_id");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_item_count_range" CHECK ("orders"."item_count" between 1 and 20);--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_money_nonneg" CHECK ("orders"."price_cents" >= 0 and "orders"."fee_cents" >= 0 and "orders"."processing_fee_cents" >= 0 and "orders"."discount_cents" >= 0);--> statement-breakpoint
-- Every order so far held one item: its listing, at the order's own terms.
INSERT INTO "order_items" ("order_id", "listing_id", "position", "price_cents", "parcel_size", "shipping_payer")
SELECT "id", "listing_id", 0, "price_cents", "parcel_size", "shipping_payer" FROM "orders";
