CREATE TABLE "listings_generation" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"value" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "listings_generation_single_row" CHECK ("listings_generation"."id")
);
--> statement-breakpoint
INSERT INTO "listings_generation" ("id", "value") VALUES (true, 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Bumps the generation once per transaction that changed what a search can find. A deferred constraint
-- trigger runs at commit, after the transaction's other writes, so the generation row is locked only
-- for the commit itself (writers never wait on it mid-transaction and cannot deadlock over it), and the
-- new value becomes visible in the same instant as the listings it describes.
CREATE OR REPLACE FUNCTION listings_bump_generation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('rethread.listings_bumped', true) IS DISTINCT FROM 'on' THEN
    UPDATE listings_generation SET value = value + 1;
    PERFORM set_config('rethread.listings_bumped', 'on', true);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER listings_bump_generation_on_insert_delete AFTER INSERT OR DELETE ON listings
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION listings_bump_generation();
--> statement-breakpoint
-- Any column but the engagement counters, their scores and updated_at: a view or a like (hundreds a
-- minute) changes no count, while a column added later is covered without touching this trigger.
CREATE CONSTRAINT TRIGGER listings_bump_generation_on_update AFTER UPDATE ON listings
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (
    (to_jsonb(OLD) - ARRAY['view_count', 'like_count', 'comment_count', 'offer_count', 'popularity', 'hot_score', 'updated_at'])
    IS DISTINCT FROM
    (to_jsonb(NEW) - ARRAY['view_count', 'like_count', 'comment_count', 'offer_count', 'popularity', 'hot_score', 'updated_at'])
  )
  EXECUTE FUNCTION listings_bump_generation();
