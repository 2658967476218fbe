-- Sizes in one spelling per size system (src/shared/sizes.ts `normalizeSize`, so the size filter finds every listing): new
-- writes go through normalizeSize; this brings rows stored before it ("8.5 US", "medium", "30x32") to
-- the same spellings, so the size filter finds them. It mirrors normalizeSize step by step, and
-- search.sizes.test.ts checks that it gives the same answers. Each step only rewrites what it changes.

-- 1. Spaces collapsed, a leading "Size" dropped; nothing left means no size.
UPDATE "listings" SET "size" = NULLIF(regexp_replace(btrim(regexp_replace("size", '[[:space:]]+', ' ', 'g')), '^size(?![a-z]) ?:? ?', '', 'i'), '')
WHERE "size" IS NOT NULL
  AND "size" IS DISTINCT FROM NULLIF(regexp_replace(btrim(regexp_replace("size", '[[:space:]]+', ' ', 'g')), '^size(?![a-z]) ?:? ?', '', 'i'), '');
--> statement-breakpoint

-- 2. Letter sizes and one size, compared without spaces, dots, hyphens and underscores.
UPDATE "listings" AS l SET "size" = w.canon
FROM (VALUES
  ('xxs', 'XXS'), ('2xs', 'XXS'), ('xxsmall', 'XXS'),
  ('xs', 'XS'), ('xsmall', 'XS'), ('extrasmall', 'XS'),
  ('s', 'S'), ('sm', 'S'), ('small', 'S'),
  ('m', 'M'), ('med', 'M'), ('medium', 'M'),
  ('l', 'L'), ('lg', 'L'), ('large', 'L'),
  ('xl', 'XL'), ('xlarge', 'XL'), ('extralarge', 'XL'),
  ('xxl', 'XXL'), ('2xl', 'XXL'), ('2x', 'XXL'), ('xxlarge', 'XXL'),
  ('xxxl', 'XXXL'), ('3xl', 'XXXL'), ('3x', 'XXXL'), ('xxxlarge', 'XXXL'),
  ('os', 'One Size'), ('o/s', 'One Size'), ('onesize', 'One Size'), ('onesizefitsall', 'One Size'), ('osfa', 'One Size')
) AS w(word, canon)
WHERE lower(regexp_replace(l."size", '[[:space:]._-]', '', 'g')) = w.word AND l."size" <> w.canon;
--> statement-breakpoint

-- 3. Shoes: "US 8.5" / "EU 43" with a unit (in Shoes, or with no category), or a bare number in Shoes
--    by its range (US 5–15, EU 35–48). Halves: ".5", "1/2", "½".
UPDATE "listings" AS l SET "size" = s.canon
FROM (
  SELECT id, CASE
      WHEN m[1] IS NOT NULL AND m[4] IS NOT NULL AND upper(m[1]) <> upper(m[4]) THEN NULL
      WHEN coalesce(m[1], m[4]) IS NOT NULL THEN
        CASE WHEN shoes OR category IS NULL OR category = '' THEN upper(coalesce(m[1], m[4])) || ' ' || num END
      WHEN shoes AND n BETWEEN 5 AND 15 THEN 'US ' || num
      WHEN shoes AND n BETWEEN 35 AND 48 THEN 'EU ' || num
    END AS canon
  FROM (
    SELECT id, category, m, lower(btrim(coalesce(category, ''))) = 'shoes' AS shoes,
      m[2]::int + CASE WHEN m[3] IS NOT NULL AND m[3] <> '.0' THEN 0.5 ELSE 0 END AS n,
      (m[2]::int)::text || CASE WHEN m[3] IS NOT NULL AND m[3] <> '.0' THEN '.5' ELSE '' END AS num
    FROM (
      SELECT id, category,
        regexp_match("size", '^(?:(US|EU) ?)?(?:(?:MEN|WOMEN)''?S |[MW] ?)?([0-9]{1,2})(\.5|\.0| ?1/2| ?½)? ?(US|EU)?$', 'i') AS m
      FROM "listings" WHERE "size" IS NOT NULL
    ) AS matched
    WHERE m IS NOT NULL
  ) AS read
) AS s
WHERE l.id = s.id AND s.canon IS NOT NULL AND l."size" <> s.canon;
--> statement-breakpoint

-- 4. Jeans: "W30 L32", "30x32", "30/32" → "W30 L32" (two bare numbers only where waists are used);
--    "W30" → "W30"; a bare 24–40 where waists are used → "W30".
UPDATE "listings" SET "size" = regexp_replace("size", '^W? ?([0-9]{2}) ?(?:[x×/]| ) ?L? ?([0-9]{2})$', 'W\1 L\2', 'i')
WHERE "size" ~* '^W? ?([0-9]{2}) ?(?:[x×/]| ) ?L? ?([0-9]{2})$'
  AND ("size" ~* '^W' OR "size" ~* '[x×/]'
       OR lower(btrim(coalesce("category", ''))) IN ('bottoms', 'pants', 'shorts', 'jeans', 'men''s fashion', 'belts'))
  AND "size" <> regexp_replace("size", '^W? ?([0-9]{2}) ?(?:[x×/]| ) ?L? ?([0-9]{2})$', 'W\1 L\2', 'i');
--> statement-breakpoint
UPDATE "listings" SET "size" = regexp_replace("size", '^W ?([0-9]{2})$', 'W\1', 'i')
WHERE "size" ~* '^W ?([0-9]{2})$' AND "size" <> regexp_replace("size", '^W ?([0-9]{2})$', 'W\1', 'i');
--> statement-breakpoint
UPDATE "listings" SET "size" = 'W' || "size"
WHERE "size" ~ '^[0-9]{2}$' AND "size"::int BETWEEN 24 AND 40
  AND lower(btrim(coalesce("category", ''))) IN ('bottoms', 'pants', 'shorts', 'jeans', 'men''s fashion', 'belts');
