import { browseQuerySchema } from '#shared/search.js';
import {
  MAX_SAVED_SEARCHES,
  SAVED_SEARCH_FIELDS,
  SAVED_SEARCH_NAME_MAX,
  savedSearchMessages,
  type SavedSearch,
  type SavedSearchQuery,
} from '#shared/saved-searches.js';
import { clipText } from '#shared/text-rules.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { consumeRateLimit, TOO_MANY_ATTEMPTS } from '../../lib/rate-limit.js';
import * as q from './saved-searches.queries.js';

/**
 * Saved searches: a person keeps the search page's words and filters; the alert job
 * (saved-searches.alerts.ts) tells them of listings created afterwards that match.
 */

// Far above saving by hand (nobody saves 30 searches an hour), and stops a script at once.
const SAVES_PER_HOUR = 30;

/**
 * Where the search page shows a saved search: the trending page reads its filters from the URL. In a
 * fixed order (jsonb keeps its own), so a search's link is always the same.
 */
export function searchUrl(query: SavedSearchQuery): string {
  const params = new URLSearchParams();
  for (const key of SAVED_SEARCH_FIELDS) if (query[key]) params.set(key, query[key]);
  const qs = params.toString();
  return qs ? `/trending?${qs}` : '/trending';
}

/**
 * The search in one canonical form, so the same search is saved once whatever the order or spelling of
 * its filters: read through the search page's own query schema (a value it would refuse is refused
 * with its message; one it would ignore is dropped), sizes upper-cased and sorted, keys sorted.
 */
export function canonicalQuery(query: SavedSearchQuery): SavedSearchQuery {
  const parsed = browseQuerySchema.safeParse(query);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? savedSearchMessages.empty);
  const b = parsed.data;
  const values: SavedSearchQuery = {
    search: b.search,
    category: b.category,
    type: b.type,
    color: b.color,
    condition: b.condition,
    minPrice: b.minPrice === undefined ? undefined : String(b.minPrice),
    maxPrice: b.maxPrice === undefined ? undefined : String(b.maxPrice),
    sizes: b.sizes?.length ? [...b.sizes].sort().join(',') : undefined,
  };
  const canonical: SavedSearchQuery = {};
  for (const key of [...SAVED_SEARCH_FIELDS].sort()) {
    const value = values[key];
    if (value) canonical[key] = value;
  }
  if (Object.keys(canonical).length === 0) throw badRequest(savedSearchMessages.empty);
  return canonical;
}

/** The name a saved search gets when none is given: its words, else its category, else "All listings". */
export function defaultName(query: SavedSearchQuery): string {
  return clipText(query.search ?? query.category ?? 'All listings', SAVED_SEARCH_NAME_MAX);
}

const toSavedSearch = (row: q.SavedSearchRow): SavedSearch => ({
  id: row.id,
  name: row.name,
  query: row.query as Record<string, string>,
  emailDigest: row.emailDigest,
  createdAt: row.createdAt.toISOString(),
  url: searchUrl(row.query),
});

export async function listSavedSearches(ctx: AppContext, userId: string): Promise<SavedSearch[]> {
  return (await q.listOf(ctx.db, userId)).map(toSavedSearch);
}

/**
 * Saves a search: at most MAX_SAVED_SEARCHES per person, counted under a lock on the person so two
 * tabs saving at once cannot make one too many; the same search twice is 409.
 */
export async function createSavedSearch(
  ctx: AppContext,
  userId: string,
  input: { query: SavedSearchQuery; name?: string; emailDigest?: boolean },
): Promise<SavedSearch> {
  const query = canonicalQuery(input.query);
  await consumeRateLimit(ctx.db, `savedSearch:user:3600:${userId}`, SAVES_PER_HOUR, 3600, TOO_MANY_ATTEMPTS);
  const row = await ctx.db.transaction(async (t) => {
    const tx = t as Db;
    await q.lockOwner(tx, userId);
    if ((await q.countOf(tx, userId)) >= MAX_SAVED_SEARCHES) throw conflict(savedSearchMessages.tooMany);
    const inserted = await q.insertSavedSearch(tx, {
      userId,
      name: input.name?.trim() || defaultName(query),
      query,
      queryKey: JSON.stringify(query),
      emailDigest: input.emailDigest ?? true,
    });
    if (!inserted) throw conflict(savedSearchMessages.alreadySaved);
    return inserted;
  });
  return toSavedSearch(row);
}

/** Switches the search's daily e-mail; another person's search is 404, as if it were not there. */
export async function updateSavedSearch(
  ctx: AppContext,
  userId: string,
  id: string,
  input: { emailDigest: boolean },
): Promise<SavedSearch> {
  const row = await q.setEmailDigest(ctx.db, userId, id, input.emailDigest);
  if (!row) throw notFound(savedSearchMessages.notFound);
  return toSavedSearch(row);
}

export async function deleteSavedSearch(ctx: AppContext, userId: string, id: string): Promise<void> {
  if (!(await q.deleteOwn(ctx.db, userId, id))) throw notFound(savedSearchMessages.notFound);
}
