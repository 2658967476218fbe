-- Engagement, ranking and search columns of listings are kept by the database itself, so every writer
-- (the API, imports, the seed, a bulk SQL load) keeps them right. Formula: docs/decisions/005.
CREATE OR REPLACE FUNCTION listing_popularity(likes integer, comments integer, offers integer, views integer)
RETURNS double precision LANGUAGE sql IMMUTABLE AS $$
  SELECT likes * 3.0 + comments * 2.0 + offers * 4.0 + views * 0.25
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION listings_before_write() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.popularity := listing_popularity(NEW.like_count, NEW.comment_count, NEW.offer_count, NEW.view_count);
  -- Each 10x of engagement is worth two days of freshness; the score never needs recomputing as time passes.
  NEW.hot_score := log(1 + NEW.popularity) + extract(epoch from NEW.created_at) / 172800.0;
  IF TG_OP = 'INSERT'
     OR NEW.title IS DISTINCT FROM OLD.title
     OR NEW.brand IS DISTINCT FROM OLD.brand
     OR NEW.category IS DISTINCT FROM OLD.category
     OR NEW.color IS DISTINCT FROM OLD.color
     OR NEW.style_tags IS DISTINCT FROM OLD.style_tags
     OR NEW.description IS DISTINCT FROM OLD.description THEN
    NEW.search_vector :=
      setweight(to_tsvector('english', coalesce(NEW.title, '')), 'A') ||
      setweight(to_tsvector('english', coalesce(NEW.brand, '')), 'A') ||
      setweight(to_tsvector('english', coalesce(NEW.category, '') || ' ' || array_to_string(NEW.style_tags, ' ')
        || ' ' || coalesce(NEW.color, '')), 'B') ||
      setweight(to_tsvector('english', coalesce(NEW.description, '')), 'C');
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER listings_before_write BEFORE INSERT OR UPDATE ON listings
  FOR EACH ROW EXECUTE FUNCTION listings_before_write();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION listing_counter() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  delta integer := CASE WHEN TG_OP = 'INSERT' THEN 1 ELSE -1 END;
  target uuid := CASE WHEN TG_OP = 'INSERT' THEN NEW.listing_id ELSE OLD.listing_id END;
BEGIN
  IF TG_TABLE_NAME = 'favorites' THEN
    UPDATE listings SET like_count = greatest(like_count + delta, 0) WHERE id = target;
  ELSIF TG_TABLE_NAME = 'listing_comments' THEN
    UPDATE listings SET comment_count = greatest(comment_count + delta, 0) WHERE id = target;
  ELSIF TG_TABLE_NAME = 'offers' THEN
    UPDATE listings SET offer_count = greatest(offer_count + delta, 0) WHERE id = target;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER favorites_count AFTER INSERT OR DELETE ON favorites FOR EACH ROW EXECUTE FUNCTION listing_counter();
--> statement-breakpoint
CREATE TRIGGER listing_comments_count AFTER INSERT OR DELETE ON listing_comments FOR EACH ROW EXECUTE FUNCTION listing_counter();
--> statement-breakpoint
CREATE TRIGGER offers_count AFTER INSERT OR DELETE ON offers FOR EACH ROW EXECUTE FUNCTION listing_counter();
--> statement-breakpoint
UPDATE listings SET
  like_count = (SELECT count(*) FROM favorites f WHERE f.listing_id = listings.id),
  comment_count = (SELECT count(*) FROM listing_comments c WHERE c.listing_id = listings.id),
  offer_count = (SELECT count(*) FROM offers o WHERE o.listing_id = listings.id);
