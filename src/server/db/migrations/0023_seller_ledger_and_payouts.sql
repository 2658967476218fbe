CREATE TABLE "ledger_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"bucket" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"order_id" uuid,
	"payout_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_kind_valid" CHECK ("ledger_entries"."kind" in ('sale','seller_fee','processing_fee','shipping_label','release','refund','payout','payout_reversal')),
	CONSTRAINT "ledger_entries_bucket_valid" CHECK ("ledger_entries"."bucket" in ('pending','available','paid_out')),
	CONSTRAINT "ledger_entries_has_cause" CHECK ("ledger_entries"."order_id" is not null or "ledger_entries"."payout_id" is not null)
);
--> statement-breakpoint
CREATE TABLE "payout_accounts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"stripe_account_id" text,
	"account_holder" text,
	"bank_last4" text,
	"requirements_due" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payout_accounts_stripe_account_id_unique" UNIQUE("stripe_account_id"),
	CONSTRAINT "payout_accounts_status_valid" CHECK ("payout_accounts"."status" in ('none','pending','enabled','requirements_due')),
	CONSTRAINT "payout_accounts_provider_valid" CHECK ("payout_accounts"."provider" in ('local','stripe'))
);
--> statement-breakpoint
CREATE TABLE "payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"provider" text NOT NULL,
	"order_id" uuid,
	"stripe_transfer_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"arrived_at" timestamp with time zone,
	CONSTRAINT "payouts_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "payouts_stripe_transfer_id_unique" UNIQUE("stripe_transfer_id"),
	CONSTRAINT "payouts_amount_positive" CHECK ("payouts"."amount_cents" > 0),
	CONSTRAINT "payouts_status_valid" CHECK ("payouts"."status" in ('pending','paid','failed'))
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_type_known";--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_payout_id_payouts_id_fk" FOREIGN KEY ("payout_id") REFERENCES "public"."payouts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payout_accounts" ADD CONSTRAINT "payout_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payouts" ADD CONSTRAINT "payouts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_seller_idx" ON "ledger_entries" USING btree ("seller_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_order_once" ON "ledger_entries" USING btree ("order_id","kind","bucket") WHERE "ledger_entries"."order_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_payout_once" ON "ledger_entries" USING btree ("payout_id","kind","bucket") WHERE "ledger_entries"."payout_id" is not null;--> statement-breakpoint
CREATE INDEX "payouts_seller_idx" ON "payouts" USING btree ("seller_id","created_at");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_type_known" CHECK ("notifications"."type" in ('offer_received','offer_accepted','offer_declined','offer_cancelled','offer_expiring','offer_expired','sale_made','purchase_paid','order_shipped','order_delivered','order_completed','order_cancelled','earnings_waiting','payout_sent','listing_comment','question_reply','new_message','liked_price_drop','liked_sold','followed_new_listings','live_show_started','import_finished'));--> statement-breakpoint
-- Sales made before the ledger are booked as saleLedger (src/shared/fees.ts) books a new one: the price
-- in, then the seller fee, processing and a seller-paid label out, each capped by what is left; a
-- completed order's earnings are released into available at its completion.
WITH sold AS (
  SELECT o.id, o.seller_id, o.price_cents, o.processing_fee_cents,
         coalesce(o.paid_at, o.created_at) AS booked_at, o.completed_at, o.status,
         least(o.fee_cents, o.price_cents) AS fee,
         CASE WHEN o.shipping_payer = 'seller' THEN o.shipping_rate_cents ELSE 0 END AS label
    FROM "orders" o
   WHERE o.status IN ('paid','shipped','delivered','completed')
), capped AS (
  SELECT s.*, least(s.processing_fee_cents, s.price_cents - s.fee) AS processing FROM sold s
), booked AS (
  SELECT c.*, least(c.label, c.price_cents - c.fee - c.processing) AS label_taken FROM capped c
)
INSERT INTO "ledger_entries" ("seller_id", "kind", "bucket", "amount_cents", "order_id", "created_at")
SELECT b.seller_id, e.kind, e.bucket, e.amount, b.id, e.at
  FROM booked b,
  LATERAL (VALUES
    ('sale', 'pending', b.price_cents, b.booked_at),
    ('seller_fee', 'pending', -b.fee, b.booked_at),
    ('processing_fee', 'pending', -b.processing, b.booked_at),
    ('shipping_label', 'pending', -b.label_taken, b.booked_at),
    ('release', 'pending', -(b.price_cents - b.fee - b.processing - b.label_taken), b.completed_at),
    ('release', 'available', b.price_cents - b.fee - b.processing - b.label_taken, b.completed_at)
  ) AS e(kind, bucket, amount, at)
 WHERE e.amount <> 0 AND (e.kind <> 'release' OR b.status = 'completed');
