ALTER TABLE "listings" ADD COLUMN "size_as_written" text;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "needs_category" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_needs_category_inactive" CHECK (not "listings"."needs_category" or not "listings"."is_active");