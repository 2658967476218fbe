ALTER TABLE "listings" ADD COLUMN "hidden_note" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "card_last4" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "card_brand" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_card_last4_valid" CHECK ("orders"."card_last4" is null or "orders"."card_last4" ~ '^[0-9]{4}$');