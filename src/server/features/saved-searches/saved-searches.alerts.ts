import { browseQuerySchema, type ListingCard } from '#shared/search.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { notify } from '../notifications/notifications.service.js';
import { browseListings } from '../search/search.service.js';
import * as q from './saved-searches.queries.js';
import { searchUrl } from './saved-searches.service.js';

/**
 * The saved-search alert (a periodic job, `savedSearches.alert`, every 5 minutes): for each saved
 * search, the active, unsold listings created after its watermark that the search page would show for
 * it — found by the search feature's own browse, newest first, so a saved search matches exactly what
 * its link shows — not the person's own. One notice per search per run; the watermark moves to the
 * newest listing seen, in the transaction that tells them and only if no other run moved it first.
 */

const BATCH = 100;
const PAGE = 100;
// A search that gained more than this many listings in one run is told of these; the rest are skipped.
const MAX_PAGES = 3;
const HOUR_MS = 3600_000;

const listingsWord = (n: number) => (n === 1 ? '1 new listing' : `${n} new listings`);

/** "3 new listings match “levi's 501”", what they are, and the search's page. */
export function alertNotice(name: string, titles: string[], url: string) {
  const shown = titles.slice(0, 3).join(', ');
  const more = titles.length > 3 ? ` and ${titles.length - 3} more` : '';
  return { title: `${listingsWord(titles.length)} match “${name}”`, body: `${shown}${more}`, url };
}

// "Listed in the last day/week/month" narrows the browse (and its count) to recent listings.
function timeFrameFor(checkedUntil: Date, now: Date): 'day' | 'week' | 'month' | undefined {
  const age = now.getTime() - checkedUntil.getTime();
  if (age < 23 * HOUR_MS) return 'day';
  if (age < 6 * 24 * HOUR_MS) return 'week';
  if (age < 29 * 24 * HOUR_MS) return 'month';
  return undefined;
}

/** The listings the search page shows for this search, created after its watermark, newest first. */
async function newMatches(ctx: AppContext, search: q.AlertCandidate, now: Date): Promise<ListingCard[]> {
  const since = new Date(search.checkedUntil);
  const found: ListingCard[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const parsed = browseQuerySchema.safeParse({
      ...search.query,
      sort: 'newest',
      limit: String(PAGE),
      timeFrame: timeFrameFor(since, now),
      cursor,
    });
    // A saved search was checked by this schema when saved; one it now refuses has nothing to show.
    if (!parsed.success) return [];
    const result = await browseListings(ctx, parsed.data, null);
    // Milliseconds here; the exact comparison (microseconds) is made in SQL afterwards.
    const fresh = result.listings.filter((card) => Date.parse(card.createdAt) >= since.getTime());
    found.push(...fresh);
    if (fresh.length < result.listings.length || !result.nextCursor) break;
    cursor = result.nextCursor;
  }
  return found.filter((card) => card.seller.id !== search.userId);
}

/** Runs the alert over every saved search; answers how many searches told their owner. */
export async function alertSavedSearches(ctx: AppContext, now: Date = new Date()): Promise<number> {
  let after: string | null = null;
  let told = 0;
  for (;;) {
    const batch = await q.nextAlertBatch(ctx.db, after, BATCH);
    if (batch.length === 0) return told;
    for (const search of batch) if (await alertOne(ctx, search, now)) told++;
    after = batch[batch.length - 1]!.id;
  }
}

async function alertOne(ctx: AppContext, search: q.AlertCandidate, now: Date): Promise<boolean> {
  const cards = await newMatches(ctx, search, now);
  const ids = await q.createdAfter(
    ctx.db,
    cards.map((c) => c.id),
    search.checkedUntil,
  );
  if (ids.length === 0) return false;
  const titleOf = new Map(cards.map((c) => [c.id, c.title]));
  return ctx.db.transaction(async (t) => {
    const tx = t as Db;
    if (!(await q.advanceWatermark(tx, search.id, search.checkedUntil, ids))) return false;
    const newestFirst = [...ids].reverse().map((id) => titleOf.get(id)!);
    await notify(tx, {
      userId: search.userId,
      type: 'saved_search_match',
      ...alertNotice(search.name, newestFirst, searchUrl(search.query)),
    });
    return true;
  });
}
