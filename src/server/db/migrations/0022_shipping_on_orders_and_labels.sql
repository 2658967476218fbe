CREATE TABLE "shipment_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"event_id" text NOT NULL,
	"status" text NOT NULL,
	"message" text,
	"occurred_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipment_events_status_valid" CHECK ("shipment_events"."status" in ('pre_transit','accepted','in_transit','out_for_delivery','delivered','returned','failure'))
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"provider" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"run_after" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"locked_by" text,
	"heartbeat_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"provider_shipment_id" text,
	"tracker_id" text,
	"carrier" text,
	"service" text,
	"tracking_number" text,
	"tracking_url" text,
	"tracking_status" text,
	"label_pdf" "bytea",
	"cost_cents" integer,
	"ship_from" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"purchased_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipments_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "shipments_status_valid" CHECK ("shipments"."status" in ('pending','processing','ready','needs_address','failed')),
	CONSTRAINT "shipments_provider_valid" CHECK ("shipments"."provider" in ('local','easypost'))
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "parcel_size" text DEFAULT 'medium' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_payer" text DEFAULT 'buyer' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_rate_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "shipping_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ship_to" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ship_to_address_id" uuid;--> statement-breakpoint
ALTER TABLE "shipment_events" ADD CONSTRAINT "shipment_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_events_event_unique" ON "shipment_events" USING btree ("order_id","event_id");--> statement-breakpoint
CREATE INDEX "shipment_events_order_idx" ON "shipment_events" USING btree ("order_id","occurred_at");--> statement-breakpoint
CREATE INDEX "shipments_due_idx" ON "shipments" USING btree ("run_after") WHERE "shipments"."status" in ('pending','processing');--> statement-breakpoint
CREATE INDEX "shipments_waiting_seller_idx" ON "shipments" USING btree ("seller_id") WHERE "shipments"."status" = 'needs_address';--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_tracker_unique" ON "shipments" USING btree ("tracker_id");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_tracking_unique" ON "shipments" USING btree ("provider","tracking_number");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shipping_valid" CHECK ("orders"."shipping_rate_cents" >= 0 and "orders"."shipping_cents" in (0, "orders"."shipping_rate_cents") and "orders"."parcel_size" in ('small','medium','large') and "orders"."shipping_payer" in ('buyer','seller'));--> statement-breakpoint
-- Orders sold before shipping was charged keep 0 shipping; they take their listing's parcel size for the record.
UPDATE "orders" SET "parcel_size" = "listings"."parcel_size" FROM "listings" WHERE "listings"."id" = "orders"."listing_id";
