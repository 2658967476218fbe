ALTER TABLE "orders" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
CREATE INDEX "orders_pending_listing_idx" ON "orders" USING btree ("listing_id") WHERE "orders"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "orders_pending_expiry_idx" ON "orders" USING btree ("expires_at") WHERE "orders"."status" = 'pending';--> statement-breakpoint
-- Checkouts already open when this runs get the full hour from now, like any new one.
UPDATE "orders" SET "expires_at" = now() + interval '60 minutes' WHERE "status" = 'pending';