import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { PRICE_PRESET_CENTS, type BrowsePage, type BrowseQuery, type Sort } from '../../../shared/search.js';
import type { AppContext } from '../../context.js';
import { badRequest } from '../../lib/errors.js';
import { TtlCache } from '../../lib/ttl-cache.js';
import { categoryCondition, typeCondition } from './search.categories.js';
import * as q from './search.queries.js';
import type { SortPlan } from './search.queries.js';

const TOTAL_CAP = 10_000;
const RELEVANCE_WINDOW = 200;
// Counting every match of a broad filter scans the table; a count a few seconds old is just as useful.
const totals = new TtlCache<number>(30_000, 1_000);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const PLANS: Record<Sort, SortPlan> = {
  trending: { key: sql`l.hot_score`, direction: 'desc', cast: 'float8' },
  popular: { key: sql`l.popularity`, direction: 'desc', cast: 'float8' },
  recent: { key: sql`l.created_at`, direction: 'desc', cast: 'timestamptz' },
  newest: { key: sql`l.created_at`, direction: 'desc', cast: 'timestamptz' },
  'price-low': { key: sql`l.price_cents`, direction: 'asc', cast: 'int' },
  'price-high': { key: sql`l.price_cents`, direction: 'desc', cast: 'int' },
};

type Cursor = { s: string; v: unknown; id: string };

// The cursor is opaque to clients: base64url JSON of the sort it belongs to, the last value and id.
const encodeCursor = (c: Cursor) => Buffer.from(JSON.stringify(c)).toString('base64url');
function decodeCursor(raw: string | undefined, sortKey: string): Cursor | undefined {
  if (!raw) return undefined;
  try {
    const c = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as Cursor;
    if (
      c.s === sortKey &&
      typeof c.id === 'string' &&
      UUID.test(c.id) &&
      ['string', 'number'].includes(typeof c.v)
    ) {
      if (typeof c.v === 'string' && !/^[\d.:TZ+\-e ]{1,40}$/i.test(c.v)) throw new Error('bad value');
      return c;
    }
  } catch {
    // fall through
  }
  throw badRequest('This page link has expired — start from the first page', 'BAD_CURSOR');
}

/** Search words → a tsquery string: known words as typed (the last as a prefix), typos widened. */
async function buildTsquery(ctx: AppContext, term: string): Promise<SQL | undefined> {
  // Phrases, OR and exclusions are websearch syntax: Postgres parses those as the user meant them.
  if (/["]|\bor\b|(^|\s)-\w/i.test(term)) return sql`websearch_to_tsquery('english', ${term})`;
  const words = (term.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8);
  if (!words.length) return undefined;
  const checked = await q.correctWords(
    ctx.db,
    words.map((w) => w.slice(0, 30)),
  );
  const parts = checked.map((c, i) => {
    const last = i === checked.length - 1;
    const typed = last ? `${c.word}:*` : c.word;
    return !c.known && c.suggestion && c.suggestion !== c.word ? `(${typed} | ${c.suggestion})` : typed;
  });
  return sql`to_tsquery('english', ${parts.join(' & ')})`;
}

/** The SQL text and parameters of a filter identify its count. */
function cacheKey(where: SQL): string {
  const { sql: text, params } = new PgDialect().sqlToQuery(where);
  return `${text}|${JSON.stringify(params)}`;
}

function priceBounds(query: BrowseQuery): [number | undefined, number | undefined] {
  // A custom range overrides the presets (000 §2).
  if (query.minPrice !== undefined || query.maxPrice !== undefined) {
    return [
      query.minPrice !== undefined ? Math.round(query.minPrice * 100) : undefined,
      query.maxPrice !== undefined ? Math.round(query.maxPrice * 100) : undefined,
    ];
  }
  if (query.priceRange) {
    const [min, max] = PRICE_PRESET_CENTS[query.priceRange];
    return [min, max === undefined ? undefined : max - 1];
  }
  return [undefined, undefined];
}

/** GET /api/listings: every filter and sort of 000 §2/§5 over active, unsold listings (DESIGN §5.3). */
export async function browseListings(
  ctx: AppContext,
  query: BrowseQuery,
  viewerId: string | null,
): Promise<BrowsePage> {
  const conditions: SQL[] = [];
  if (query.sellerId !== undefined) {
    if (!UUID.test(query.sellerId)) return { listings: [], nextCursor: null, total: 0 };
    conditions.push(sql`l.seller_id = ${query.sellerId}`);
  }
  // Sellers see their own inactive and sold listings; everyone else sees what is for sale.
  if (!(query.sellerId && query.sellerId === viewerId)) conditions.push(sql`l.is_active and not l.is_sold`);
  if (query.category)
    conditions.push(
      categoryCondition(query.category) ?? sql`lower(l.category) = ${query.category.toLowerCase()}`,
    );
  if (query.type) conditions.push(typeCondition(query.type));
  if (query.color) conditions.push(sql`lower(l.color) = ${query.color.toLowerCase()}`);
  if (query.condition) conditions.push(sql`lower(l.condition) = ${query.condition.toLowerCase()}`);
  if (query.sizes?.length) {
    conditions.push(
      sql`upper(l.size) in (${sql.join(
        query.sizes.map((s) => sql`${s}`),
        sql`, `,
      )})`,
    );
  }
  const [min, max] = priceBounds(query);
  if (min !== undefined) conditions.push(sql`l.price_cents >= ${min}`);
  if (max !== undefined) conditions.push(sql`l.price_cents <= ${max}`);
  if (query.timeFrame) {
    const days = { day: 1, week: 7, month: 30 }[query.timeFrame];
    conditions.push(sql`l.created_at >= now() - make_interval(days => ${days})`);
  }
  const tsquery = query.search ? await buildTsquery(ctx, query.search) : undefined;
  const where = conditions.length ? sql.join(conditions, sql` and `) : sql`true`;
  const relevance = tsquery !== undefined && query.sort === 'trending';
  const sortKey = relevance ? 'relevance' : query.sort;
  const after = decodeCursor(query.cursor, sortKey);
  const afterKey = after ? { value: after.v, id: after.id } : undefined;

  const matchWhere = tsquery ? sql`${where} and l.search_vector @@ ${tsquery}` : where;
  const [page, total] = await Promise.all([
    relevance
      ? q.selectRelevancePage(ctx.db, where, tsquery, afterKey, query.limit, RELEVANCE_WINDOW)
      : q.selectPage(ctx.db, matchWhere, PLANS[query.sort], afterKey, query.limit),
    totals.getOrLoad(cacheKey(matchWhere), () => q.countMatches(ctx.db, matchWhere, TOTAL_CAP)),
  ]);
  return {
    listings: page.rows,
    nextCursor:
      page.more && page.last ? encodeCursor({ s: sortKey, v: page.last.value, id: page.last.id }) : null,
    total,
  };
}
