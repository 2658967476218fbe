CREATE TABLE "csv_import_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"file_hash" text NOT NULL,
	"rows" jsonb NOT NULL,
	"results" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error_message" text,
	"locked_by" text,
	"heartbeat_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "csv_import_jobs_status_valid" CHECK ("csv_import_jobs"."status" in ('pending','processing','completed','failed','cancelled'))
);
--> statement-breakpoint
CREATE TABLE "import_scrapes" (
	"seller_id" uuid NOT NULL,
	"source_listing_key" text NOT NULL,
	"is_sold" boolean NOT NULL,
	"scraped_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "import_scrapes_seller_id_source_listing_key_pk" PRIMARY KEY("seller_id","source_listing_key")
);
--> statement-breakpoint
ALTER TABLE "listings" ADD COLUMN "source_listing_key" text;--> statement-breakpoint
-- Backfill: the key of every listing imported before, from its stored original URL, in the
-- spelling importListingKey (src/shared/imports.ts) gives. When one seller already holds two copies of one
-- item (the bug being fixed), only the oldest gets the key, so the unique index below can be built; the
-- later copy stays as it is, and no new copy can be made.
UPDATE "listings" AS l SET "source_listing_key" = k.key
FROM (
  SELECT id, key, row_number() OVER (PARTITION BY seller_id, key ORDER BY created_at, id) AS n
  FROM (
    SELECT id, seller_id, created_at,
      CASE
        WHEN lower(original_url) ~ '^https://(www\.)?poshmark\.com/listing/[^/?#]*[0-9a-f]{24}/?([?#].*)?$'
          THEN 'poshmark:' || substring(lower(original_url) from '([0-9a-f]{24})/?(?:[?#].*)?$')
        WHEN lower(original_url) ~ '^https://(www\.)?mercari\.com/(us/)?item/m[0-9]{5,20}/?([?#].*)?$'
          THEN 'mercari:' || substring(lower(original_url) from '/item/(m[0-9]{5,20})')
      END AS key
    FROM "listings"
    WHERE original_url IS NOT NULL
  ) AS s
  WHERE key IS NOT NULL
) AS k
WHERE l.id = k.id AND k.n = 1;--> statement-breakpoint
ALTER TABLE "csv_import_jobs" ADD CONSTRAINT "csv_import_jobs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_scrapes" ADD CONSTRAINT "import_scrapes_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "csv_import_jobs_user_idx" ON "csv_import_jobs" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "csv_import_jobs_open_file_unique" ON "csv_import_jobs" USING btree ("user_id","file_hash") WHERE "csv_import_jobs"."status" in ('pending','processing');--> statement-breakpoint
CREATE INDEX "csv_import_jobs_open_idx" ON "csv_import_jobs" USING btree ("created_at") WHERE "csv_import_jobs"."status" in ('pending','processing');--> statement-breakpoint
CREATE UNIQUE INDEX "listings_seller_source_key_unique" ON "listings" USING btree ("seller_id","source_listing_key");