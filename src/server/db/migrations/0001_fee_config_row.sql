-- The fee configuration is one row (docs/product/05-checkout-orders.md §5.3 fee_configs); the defaults are the spec's.
INSERT INTO "fee_configs" ("id") VALUES (1) ON CONFLICT ("id") DO NOTHING;
--> statement-breakpoint
-- Trigram matching for typo-tolerant search (docs/product/12-engineering.md §12.1).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
