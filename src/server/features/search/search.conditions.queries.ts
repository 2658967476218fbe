import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Sort } from '#shared/search.js';
import { categoryCondition, sizeCondition, typeCondition } from './search.categories.queries.js';
import type { SortPlan } from './search.queries.js';

/**
 * The SQL of a search's filters, sorts and words over `listings l`, built from the plain values
 * search.service.ts works out. Search is tuned on the text these produce (its plans, its count keys):
 * change it only with the benchmarks at hand.
 */

export const PLANS: Record<Sort, SortPlan> = {
  trending: { key: sql`l.hot_score`, direction: 'desc', cast: 'float8' },
  popular: { key: sql`l.popularity`, direction: 'desc', cast: 'float8' },
  recent: { key: sql`l.created_at`, direction: 'desc', cast: 'timestamptz' },
  newest: { key: sql`l.created_at`, direction: 'desc', cast: 'timestamptz' },
  'price-low': { key: sql`l.price_cents`, direction: 'asc', cast: 'int' },
  'price-high': { key: sql`l.price_cents`, direction: 'desc', cast: 'int' },
};

/** Phrases, OR and exclusions as Postgres' websearch syntax reads them. */
export const websearchTsquery = (term: string): SQL => sql`websearch_to_tsquery('english', ${term})`;

/** A tsquery already written out (`jacket & (red | rad)`). */
export const wordsTsquery = (query: string): SQL => sql`to_tsquery('english', ${query})`;

/** A browse query's filters, as plain values (prices in cents, the time frame in days). */
export type ListingFilter = {
  sellerId?: string;
  /** Everyone but the seller browsing their own listings sees only what is for sale. */
  forSaleOnly: boolean;
  category?: string;
  type?: string;
  color?: string;
  condition?: string;
  sizes?: readonly string[];
  minPriceCents?: number;
  maxPriceCents?: number;
  timeFrameDays?: number;
};

/** The filters as one condition over `listings l` (`true` without any). */
export function listingFilterCondition(filter: ListingFilter): SQL {
  const conditions: SQL[] = [];
  if (filter.sellerId !== undefined) conditions.push(sql`l.seller_id = ${filter.sellerId}`);
  if (filter.forSaleOnly) conditions.push(sql`l.is_active and not l.is_sold`);
  // A seller browsing their own listings: a relisted one is retired, its fresh copy stands for it.
  else conditions.push(sql`l.relisted_as is null`);
  if (filter.category)
    conditions.push(
      categoryCondition(filter.category) ?? sql`lower(l.category) = ${filter.category.toLowerCase()}`,
    );
  if (filter.type) conditions.push(typeCondition(filter.type));
  // An imported listing may name several colours ("Black, White"); it matches a filter on any of them.
  if (filter.color)
    conditions.push(
      sql`${filter.color.toLowerCase()} = any(regexp_split_to_array(lower(l.color), '\\s*,\\s*'))`,
    );
  if (filter.condition) conditions.push(sql`lower(l.condition) = ${filter.condition.toLowerCase()}`);
  if (filter.sizes?.length) conditions.push(sizeCondition(filter.category, filter.sizes));
  if (filter.minPriceCents !== undefined) conditions.push(sql`l.price_cents >= ${filter.minPriceCents}`);
  if (filter.maxPriceCents !== undefined) conditions.push(sql`l.price_cents <= ${filter.maxPriceCents}`);
  if (filter.timeFrameDays !== undefined) {
    conditions.push(sql`l.created_at >= now() - make_interval(days => ${filter.timeFrameDays})`);
  }
  return conditions.length ? sql.join(conditions, sql` and `) : sql`true`;
}

/** The filters' condition narrowed to the listings matching the search words, if any. */
export const matchingCondition = (where: SQL, tsquery: SQL | undefined): SQL =>
  tsquery ? sql`${where} and l.search_vector @@ ${tsquery}` : where;

const dialect = new PgDialect();

/** The SQL text and parameters of a filter identify its count. */
export function conditionKey(where: SQL): string {
  const { sql: text, params } = dialect.sqlToQuery(where);
  return `${text}|${JSON.stringify(params)}`;
}
