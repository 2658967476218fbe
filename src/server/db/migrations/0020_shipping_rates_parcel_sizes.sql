CREATE TABLE "shipping_rates" (
	"parcel_size" text PRIMARY KEY NOT NULL,
	"price_cents" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipping_rates_size_valid" CHECK ("shipping_rates"."parcel_size" in ('small','medium','large')),
	CONSTRAINT "shipping_rates_price_range" CHECK ("shipping_rates"."price_cents" between 0 and 100000)
);
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "parcel_size" text DEFAULT 'medium' NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "shipping_payer" text DEFAULT 'buyer' NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_parcel_size_valid" CHECK ("listings"."parcel_size" in ('small','medium','large'));--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_shipping_payer_valid" CHECK ("listings"."shipping_payer" in ('buyer','seller'));--> statement-breakpoint
-- Existing listings get their category's parcel size (shared/shipping.ts CATEGORY_PARCEL_SIZE, as it
-- was when this ran); everything else keeps the column default, medium. Who pays stays 'buyer'.
UPDATE "listings" SET "parcel_size" = CASE
  WHEN "category" IN ('Jewelry','Accessories','Watches','Sunglasses','Belts','Scarves') THEN 'small'
  ELSE 'large' END
WHERE "category" IN ('Jewelry','Accessories','Watches','Sunglasses','Belts','Scarves','Shoes','Jackets');
--> statement-breakpoint
-- US ground prices per parcel (README, "Shipping"): operators change these rows, not the code.
INSERT INTO "shipping_rates" ("parcel_size", "price_cents") VALUES ('small', 499), ('medium', 799), ('large', 1299)
ON CONFLICT ("parcel_size") DO NOTHING;
