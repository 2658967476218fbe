-- Every word of a listing's title and brand joins the vocabulary that typo correction searches.
CREATE OR REPLACE FUNCTION listings_collect_words() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT DISTINCT w FROM regexp_split_to_table(lower(coalesce(NEW.title, '') || ' ' || coalesce(NEW.brand, '')), '[^[:alnum:]]+') AS w
  WHERE length(w) BETWEEN 3 AND 30
  ON CONFLICT (word) DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER listings_collect_words AFTER INSERT OR UPDATE OF title, brand ON listings
  FOR EACH ROW EXECUTE FUNCTION listings_collect_words();
--> statement-breakpoint
INSERT INTO search_words (word)
SELECT DISTINCT w FROM listings, regexp_split_to_table(lower(title || ' ' || coalesce(brand, '')), '[^[:alnum:]]+') AS w
WHERE length(w) BETWEEN 3 AND 30
ON CONFLICT (word) DO NOTHING;
