CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" uuid NOT NULL,
	"action" text NOT NULL,
	"target_kind" text NOT NULL,
	"target_id" text NOT NULL,
	"reason" text NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "audit_log_action_valid" CHECK ("audit_log"."action" in ('claim.refund','claim.partial_refund','claim.release','order.refund','report.dismiss','listing.hide','listing.unhide','comment.hide','user.suspend','user.unsuspend','fees.update','shipping_rates.update'))
);
--> statement-breakpoint
CREATE TABLE "claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"buyer_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"message" text NOT NULL,
	"photos" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'awaiting_seller' NOT NULL,
	"order_status_before" text NOT NULL,
	"answer_by" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone,
	"seller_note" text,
	"escalation" text,
	"escalated_at" timestamp with time zone,
	"resolution" text,
	"refund_cents" integer,
	"decision_note" text,
	"decided_by" uuid,
	"resolved_at" timestamp with time zone,
	"return_provider" text,
	"return_shipment_id" text,
	"return_tracker_id" text,
	"return_carrier" text,
	"return_tracking_number" text,
	"return_tracking_url" text,
	"return_status" text,
	"return_label_pdf" "bytea",
	"return_ship_by" timestamp with time zone,
	"return_shipped_at" timestamp with time zone,
	"return_delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "claims_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "claims_return_tracker_id_unique" UNIQUE("return_tracker_id"),
	CONSTRAINT "claims_reason_valid" CHECK ("claims"."reason" in ('not_as_described','damaged','wrong_item','not_received')),
	CONSTRAINT "claims_status_valid" CHECK ("claims"."status" in ('awaiting_seller','return_requested','awaiting_operator','resolved')),
	CONSTRAINT "claims_resolved_has_resolution" CHECK (("claims"."status" = 'resolved') = ("claims"."resolution" is not null and "claims"."resolved_at" is not null and "claims"."refund_cents" is not null)),
	CONSTRAINT "claims_refund_nonneg" CHECK ("claims"."refund_cents" is null or "claims"."refund_cents" >= 0),
	CONSTRAINT "claims_photos_max" CHECK (coalesce(array_length("claims"."photos", 1), 0) <= 5),
	CONSTRAINT "claims_message_length" CHECK (char_length("claims"."message") between 1 and 2000)
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"target_id" uuid NOT NULL,
	"reporter_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"message" text,
	"status" text DEFAULT 'open' NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" uuid,
	"resolution_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reports_kind_valid" CHECK ("reports"."kind" in ('listing','user','comment','conversation')),
	CONSTRAINT "reports_reason_valid" CHECK ("reports"."reason" in ('prohibited','counterfeit','scam','harassment','spam','offensive','other')),
	CONSTRAINT "reports_status_valid" CHECK ("reports"."status" in ('open','actioned','dismissed')),
	CONSTRAINT "reports_message_length" CHECK ("reports"."message" is null or char_length("reports"."message") <= 1000)
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_status_valid";--> statement-breakpoint
ALTER TABLE "ledger_entries" DROP CONSTRAINT "ledger_entries_kind_valid";--> statement-breakpoint
DROP INDEX "orders_one_sale_per_listing";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "role" text DEFAULT 'user' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "suspended_reason" text;--> statement-breakpoint
ALTER TABLE "listing_comments" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_buyer_id_users_id_fk" FOREIGN KEY ("buyer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_newest_idx" ON "audit_log" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "claims_buyer_idx" ON "claims" USING btree ("buyer_id");--> statement-breakpoint
CREATE INDEX "claims_seller_idx" ON "claims" USING btree ("seller_id");--> statement-breakpoint
CREATE INDEX "claims_status_idx" ON "claims" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "claims_answer_timer_idx" ON "claims" USING btree ("answer_by") WHERE "claims"."status" = 'awaiting_seller';--> statement-breakpoint
CREATE INDEX "claims_return_timer_idx" ON "claims" USING btree ("return_ship_by") WHERE "claims"."status" = 'return_requested' and "claims"."return_shipped_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "claims_return_tracking_unique" ON "claims" USING btree ("return_provider","return_tracking_number");--> statement-breakpoint
CREATE UNIQUE INDEX "reports_once_per_thing" ON "reports" USING btree ("reporter_id","kind","target_id");--> statement-breakpoint
CREATE INDEX "reports_status_idx" ON "reports" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "reports_target_idx" ON "reports" USING btree ("kind","target_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_one_sale_per_listing" ON "orders" USING btree ("listing_id") WHERE "orders"."status" in ('paid','shipped','delivered','disputed','completed');--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_valid" CHECK ("users"."role" in ('user','admin'));--> statement-breakpoint
ALTER TABLE "listings" ADD CONSTRAINT "listings_hidden_reason_valid" CHECK ("listings"."hidden_reason" is null or ("listings"."hidden_reason" in ('operator','suspension') and not "listings"."is_active"));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_refunded_range" CHECK ("orders"."refunded_cents" between 0 and "orders"."price_cents" + "orders"."shipping_cents");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_status_valid" CHECK ("orders"."status" in ('pending','paid','shipped','delivered','disputed','completed','cancelled','refunded'));--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_kind_valid" CHECK ("ledger_entries"."kind" in ('sale','seller_fee','processing_fee','shipping_label','release','refund','partial_refund','payout','payout_reversal'));--> statement-breakpoint
-- Orders refunded before claims existed gave back everything the buyer paid.
UPDATE "orders" SET "refunded_cents" = "price_cents" + "shipping_cents" WHERE "status" = 'refunded';