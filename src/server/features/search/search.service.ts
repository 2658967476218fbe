import type { SQL } from 'drizzle-orm';
import { PRICE_PRESET_CENTS, type BrowsePage, type BrowseQuery } from '#shared/search.js';
import { TIME_FRAME_DAYS } from '#shared/search-options.js';
import type { AppContext } from '../../context.js';
import { cachePerOwner, TtlCache } from '../../lib/ttl-cache.js';
import {
  listingFilterCondition,
  matchingCondition,
  PLANS,
  websearchTsquery,
  wordsTsquery,
} from './search.conditions.queries.js';
import { pageWithCount, TOTAL_CAP } from './search.counts.js';
import { decodeCursor, encodeCursor, type Cursor } from './search.cursor.js';
import * as q from './search.queries.js';
import type { PageRow } from './search.queries.js';
import { isUuid } from '#shared/ids.js';
import { sharedRead } from '../../http/generation-cache.js';
import { cardsJsonOfPage, cardsOfPage } from './search.cards.js';
import { soldListings } from './search.sold.js';

// A search matching up to rankAllUpTo(n) of n listings fetches them all through the search index,
// then ranks or sorts them; one matching more walks the sort's index (ranking only its
// RELEVANCE_WINDOW hottest matches). Fetching costs about m (the matches); the walk reads about
// RELEVANCE_WINDOW × n / m index entries to find its window. Both cost the same where
// m² ≈ RELEVANCE_WINDOW × n × c; measured at 100,000 listings the two met near m = 2,000 (c = 0.2), and
// at 1,000,000 a search of 2,678 matches walked 71,733 entries for its window (26 ms) where fetching
// them all cost ~40% less, as the square root predicts. A fixed threshold drifts the wrong way as the
// catalogue grows: it makes ever more searches walk ever longer, and leaves their best matches unranked.
// It stays below the count's cap: a count of "10,000+" must still choose the walk (from 2.5 million
// listings on, the threshold holds there).
const RANK_ALL_FLOOR = 2_000;
export const rankAllUpTo = (listings: number) =>
  Math.min(TOTAL_CAP - 1, Math.max(RANK_ALL_FLOOR, Math.round(Math.sqrt(0.2 * RELEVANCE_WINDOW * listings))));
const RELEVANCE_WINDOW = 200;

// The catalogue's size moves the plan's threshold slowly: the planner's own estimate, read once a minute.
const catalogueSizes = cachePerOwner((_db: object) => new TtlCache<number>(60_000, 1));

async function rankAllThreshold(ctx: AppContext): Promise<number> {
  const size = await catalogueSizes(ctx.db).getOrLoad('listings', () => q.estimatedListings(ctx.db));
  return rankAllUpTo(size);
}

// The vocabulary changes slowly, and a word it learnt a minute ago is still searched as typed.
const checkedWords = cachePerOwner((_db: object) => new TtlCache<q.CheckedWord>(60_000, 5_000));

/**
 * The last search word as a tsquery term. The vocabulary words it begins are searched as whole words:
 * GIN finds a few exact lexemes at once, while a `:*` prefix makes it read every matching posting
 * list in full (for 'jacket:*' over 100,000 listings, three times the cost of the whole query).
 * A prefix no vocabulary word has, or too many have, is searched as a prefix.
 */
function lastWordTerm(c: q.CheckedWord): string {
  const completions = c.completions ?? [];
  if (!completions.length || completions.length > q.COMPLETION_CAP) return `${c.word}:*`;
  const words = [...new Set([c.word, ...completions])];
  return words.length === 1 ? c.word : `(${words.join(' | ')})`;
}

/** Each word checked against the vocabulary, the last one with its completions; cached per word. */
async function checkWords(ctx: AppContext, words: string[]): Promise<q.CheckedWord[]> {
  const cache = checkedWords(ctx.db);
  const asked = words.map((word, i) => ({ word, complete: i === words.length - 1 }));
  const keyOf = (w: { word: string; complete: boolean }) => (w.complete ? `${w.word}*` : w.word);
  const missing = asked.filter((w) => cache.get(keyOf(w)) === undefined);
  const fresh = await q.correctWords(ctx.db, missing);
  missing.forEach((w, i) => cache.set(keyOf(w), fresh[i]!));
  return asked.map((w) => cache.get(keyOf(w)) ?? fresh[missing.indexOf(w)]!);
}

/** Search words → a tsquery: known words as typed, the last one completed, typos widened. */
async function buildTsquery(ctx: AppContext, term: string): Promise<SQL | undefined> {
  // Phrases, OR and exclusions are websearch syntax: Postgres parses those as the user meant them.
  if (/["]|\bor\b|(^|\s)-\w/i.test(term)) return websearchTsquery(term);
  const words = (term.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, 8).map((w) => w.slice(0, 30));
  if (!words.length) return undefined;
  const checked = await checkWords(ctx, words);
  const parts = checked.map((c, i) => {
    const typed = i === checked.length - 1 ? lastWordTerm(c) : c.word;
    return !c.known && c.suggestion && c.suggestion !== c.word ? `(${typed} | ${c.suggestion})` : typed;
  });
  return wordsTsquery(parts.join(' & '));
}

function priceBounds(query: BrowseQuery): [number | undefined, number | undefined] {
  // A custom range overrides the presets (docs/product/03-search.md §3.1).
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

// A relevance page's cursor after the ranked window: the rest of the matches follow by trend.
const AFTER_WINDOW = 'relevance-rest';

function nextCursor(sortKey: string, page: q.Page): string | null {
  return page.more && page.last ? encodeCursor({ s: sortKey, v: page.last.value, id: page.last.id }) : null;
}

/** Search by relevance: the ranked matches, then, past a capped window, the rest in trending order. */
async function relevancePage(
  ctx: AppContext,
  where: SQL,
  matchWhere: SQL,
  tsquery: SQL,
  after: Cursor | undefined,
  limit: number,
  total: number,
  rankAllLimit: number,
): Promise<Omit<FoundPage, 'total'>> {
  if (after?.s === AFTER_WINDOW) {
    const rest = await q.selectPage(
      ctx.db,
      matchWhere,
      PLANS.trending,
      { value: after.v, id: after.id },
      limit,
    );
    return { rows: rest.rows, nextCursor: nextCursor(AFTER_WINDOW, rest), generation: rest.generation };
  }
  const window = total > rankAllLimit ? RELEVANCE_WINDOW : null;
  const afterKey = after ? { value: after.v, id: after.id } : undefined;
  const page = await q.selectRelevancePage(ctx.db, where, tsquery, afterKey, limit, window);
  const end = page.windowEnd;
  return {
    rows: page.rows,
    nextCursor:
      nextCursor('relevance', page) ??
      (end ? encodeCursor({ s: AFTER_WINDOW, v: end.value, id: end.id }) : null),
    generation: page.generation,
  };
}

const versionReaders = new WeakMap<object, () => Promise<number>>();

/**
 * The listings generation (migration 0009), for everything kept under it (the signed-out answers of
 * http/shared-pages.ts, visitors' rendered pages, the figures of search.stats): one query however
 * many requests ask at once.
 */
export function listingsVersion(ctx: AppContext): Promise<number> {
  let read = versionReaders.get(ctx.db);
  if (!read) versionReaders.set(ctx.db, (read = sharedRead(() => q.listingsGeneration(ctx.db))));
  return read();
}

/** GET /api/listings: every filter and sort of docs/product/03-search.md §3.1, §3.5 over active, unsold listings (docs/product/10-decisions-beyond-the-spec.md §10.3). */
export async function browseListings(
  ctx: AppContext,
  query: BrowseQuery,
  viewerId: string | null,
): Promise<BrowsePage> {
  if (query.sold === 'true') return findSold(ctx, query, viewerId);
  const page = await findListings(ctx, query, viewerId);
  const listings = await cardsOfPage(ctx, page.rows, page.generation);
  return { listings, nextCursor: page.nextCursor, total: page.total };
}

/**
 * browseListings as the JSON the API sends, joined from each card's kept JSON (search.cards.ts)
 * rather than built, checked and serialised as 24 objects per request. Its shape is browsePageSchema's;
 * the API tests parse every answer with it.
 */
export async function browseListingsJson(
  ctx: AppContext,
  query: BrowseQuery,
  viewerId: string | null,
): Promise<string> {
  if (query.sold === 'true') return JSON.stringify(await findSold(ctx, query, viewerId));
  const page = await findListings(ctx, query, viewerId);
  const listings = await cardsJsonOfPage(ctx, page.rows, page.generation);
  return `{"listings":${listings},"nextCursor":${JSON.stringify(page.nextCursor)},"total":${page.total}}`;
}

/** A page of results before its cards: the rows in order, and the generation they were read at. */
type FoundPage = {
  rows: PageRow[];
  nextCursor: string | null;
  total: number;
  generation: number | undefined;
};

/** The browse query's filters over `listings l`. */
function filterOf(query: BrowseQuery, forSaleOnly: boolean): SQL {
  const [minPriceCents, maxPriceCents] = priceBounds(query);
  return listingFilterCondition({
    sellerId: query.sellerId,
    forSaleOnly,
    category: query.category,
    type: query.type,
    color: query.color,
    condition: query.condition,
    sizes: query.sizes,
    minPriceCents,
    maxPriceCents,
    timeFrameDays: query.timeFrame ? TIME_FRAME_DAYS[query.timeFrame] : undefined,
  });
}

/** sold=true: the same filters and words over sold listings, newest sale first (search.sold.ts). */
async function findSold(ctx: AppContext, query: BrowseQuery, viewerId: string | null): Promise<BrowsePage> {
  if (query.sellerId !== undefined && !isUuid(query.sellerId))
    return { listings: [], nextCursor: null, total: 0 };
  const tsquery = query.search ? await buildTsquery(ctx, query.search) : undefined;
  return soldListings(ctx, matchingCondition(filterOf(query, false), tsquery), {
    own: Boolean(query.sellerId && query.sellerId === viewerId),
    cursor: query.cursor,
    limit: query.limit,
  });
}

async function findListings(
  ctx: AppContext,
  query: BrowseQuery,
  viewerId: string | null,
): Promise<FoundPage> {
  if (query.sellerId !== undefined && !isUuid(query.sellerId)) {
    return { rows: [], nextCursor: null, total: 0, generation: undefined };
  }
  // Sellers see their own inactive and sold listings; everyone else sees what is for sale.
  const where = filterOf(query, !(query.sellerId && query.sellerId === viewerId));
  const tsquery = query.search ? await buildTsquery(ctx, query.search) : undefined;
  const rankAllLimit = tsquery ? await rankAllThreshold(ctx) : RANK_ALL_FLOOR;
  const relevance = tsquery !== undefined && query.sort === 'trending';
  const sortKey = relevance ? 'relevance' : query.sort;
  const after = decodeCursor(
    query.cursor,
    relevance
      ? { relevance: 'numeric', [AFTER_WINDOW]: PLANS.trending.cast }
      : { [sortKey]: PLANS[query.sort].cast },
  );
  const afterKey = after ? { value: after.v, id: after.id } : undefined;

  const matchWhere = matchingCondition(where, tsquery);
  // The count is read with the page (search.counts): never older than the listings shown.
  if (relevance) {
    // How many listings match decides how to rank them (see rankAllUpTo).
    const { page, total } = await pageWithCount(
      ctx,
      matchWhere,
      (n) => relevancePage(ctx, where, matchWhere, tsquery, after, query.limit, n, rankAllLimit),
      (n) => n > rankAllLimit,
    );
    return { ...page, total };
  }
  const plan = PLANS[query.sort];
  // A search sorted by price, date or popularity: its match count decides the plan too.
  const { page, total } = await pageWithCount(
    ctx,
    matchWhere,
    (n) =>
      q.selectPage(
        ctx.db,
        matchWhere,
        plan,
        afterKey,
        query.limit,
        tsquery !== undefined && n <= rankAllLimit,
      ),
    tsquery ? (n) => n <= rankAllLimit : undefined,
  );
  return { rows: page.rows, nextCursor: nextCursor(sortKey, page), total, generation: page.generation };
}
