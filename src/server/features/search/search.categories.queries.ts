import { sql, type SQL } from 'drizzle-orm';
import { LISTING_CATEGORIES } from '#shared/constants.js';
import { sizeFilterValues } from '#shared/sizes.js';

/**
 * The browse filter's categories (docs/product/03-search.md §3.6) are shopper words, while a listing carries one of the form's
 * categories and a gender. Each browse category becomes a condition on those fields, or on words in the
 * listing's search vector (which the GIN index answers) only where no field says it: words are a guess,
 * and a field is both exact and indexed.
 */
const words = (query: string): SQL => sql`l.search_vector @@ to_tsquery('english', ${query})`;
const inCategories = (...names: string[]): SQL =>
  sql`l.category in (${sql.join(
    names.map((n) => sql`${n}`),
    sql`, `,
  )})`;

const BROWSE: Record<string, SQL> = {
  "women's fashion": sql`l.gender = 'Women'`,
  "men's fashion": sql`l.gender = 'Men'`,
  'bags & accessories': inCategories(
    'Bags',
    'Accessories',
    'Belts',
    'Scarves',
    'Sunglasses',
    'Watches',
    'Hats',
  ),
  shoes: inCategories('Shoes'),
  jewelry: inCategories('Jewelry', 'Watches'),
  tops: inCategories('Tops'),
  pants: sql`(${inCategories('Bottoms')} and ${words('pant | trouser | chino | legging | jogger | cargo')})`,
  shorts: words('short'),
  'underwear & socks': words('underwear | sock | bra | boxer | brief | lingerie'),
  hats: inCategories('Hats'),
  jackets: inCategories('Jackets'),
  jeans: words('jean | denim'),
  'suits & blazers': words('suit | blazer | tuxedo'),
  sweaters: words('sweater | cardigan | jumper | knit | pullover'),
  swimwear: words('swim | swimsuit | bikini | trunk'),
};

export function categoryCondition(category: string): SQL | undefined {
  const key = category.toLowerCase();
  const browse = BROWSE[key];
  if (browse) return browse;
  const exact = LISTING_CATEGORIES.find((c) => c.toLowerCase() === key);
  return exact ? sql`l.category = ${exact}` : undefined;
}

/** Types (docs/product/03-search.md §3.6): Men/Women/Kids also follow the listing's gender; the rest are the listing's type. */
export function typeCondition(type: string): SQL {
  switch (type.toLowerCase()) {
    case 'men':
      return sql`(l.type = 'Men' or l.gender = 'Men')`;
    case 'women':
      return sql`(l.type = 'Women' or l.gender = 'Women')`;
    case 'kids':
      return sql`(l.type = 'Kids' or l.gender in ('Teen', 'Child'))`;
    default:
      return sql`lower(l.type) = ${type.toLowerCase()}`;
  }
}

/**
 * Sizes: every asked size in the spellings listings store it in (src/shared/sizes.ts
 * reads "8.5" in Shoes as "US 8.5"); a waist also finds that waist with any length ("W30 L32").
 */
export function sizeCondition(category: string | undefined, sizes: readonly string[]): SQL {
  const values = sizeFilterValues(category, sizes).map((s) => s.toUpperCase());
  if (!values.length) return sql`false`;
  const parts = [
    sql`upper(l.size) in (${sql.join(
      values.map((v) => sql`${v}`),
      sql`, `,
    )})`,
  ];
  for (const v of values) if (/^W\d{2}$/.test(v)) parts.push(sql`upper(l.size) like ${`${v} L%`}`);
  return parts.length === 1 ? parts[0]! : sql`(${sql.join(parts, sql` or `)})`;
}
