CREATE TABLE "bag_items" (
	"user_id" uuid NOT NULL,
	"listing_id" uuid NOT NULL,
	"price_cents_when_added" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bag_items_user_id_listing_id_pk" PRIMARY KEY("user_id","listing_id"),
	CONSTRAINT "bag_items_price_positive" CHECK ("bag_items"."price_cents_when_added" >= 1)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "bundle_tiers" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "bag_items" ADD CONSTRAINT "bag_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bag_items" ADD CONSTRAINT "bag_items_listing_id_listings_id_fk" FOREIGN KEY ("listing_id") REFERENCES "public"."listings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bag_items_listing_idx" ON "bag_items" USING btree ("listing_id");