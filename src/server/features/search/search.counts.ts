import type { SQL } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { cachePerOwner, TtlCache } from '../../lib/ttl-cache.js';
import { conditionKey } from './search.conditions.queries.js';
import * as q from './search.queries.js';

/**
 * How many listings match a search, cached without ever showing a count older than the results.
 *
 * Counting every match of a broad filter scans the table, so counts are cached. A cached count is
 * labelled with the listings generation it was counted at (migration 0009: a number the database
 * moves at the commit of every change a search could see — a listing created, edited, imported,
 * deactivated, reactivated or sold). Each page query reads the generation in its own statement, so
 * the cached count is used only when it describes exactly the listings the page was read from; after
 * any change the next search counts afresh. This holds across app instances (the generation lives in
 * the database), costs no extra round trip while nothing changes, and catches writers the app does
 * not know about (a bulk SQL load). Alternatives: invalidating in each service misses writers and
 * cannot reach other instances; LISTEN/NOTIFY arrives after the writer has already answered, so the
 * writer's own next search could still see the old count.
 *
 * The TTL only ages counts that depend on the clock ("listed in the last day").
 */
type Counted = { generation: number; total: number };

/** Counts stop here ("10,000+"); a plan chosen by count can tell nothing apart above it. */
export const TOTAL_CAP = 10_000;
const latest = cachePerOwner((_db: object) => new TtlCache<Counted>(30_000, 1_000));
// Concurrent searches that find the same filter stale count it once.
const countsUnderWay = new WeakMap<object, Map<string, Promise<Counted>>>();
function counting(db: object): Map<string, Promise<Counted>> {
  let pending = countsUnderWay.get(db);
  if (!pending) countsUnderWay.set(db, (pending = new Map()));
  return pending;
}

/** A page of results read together with the listings generation (undefined when it has no rows). */
type CountablePage = { generation: number | undefined };

/**
 * One page and the count of `matchWhere` as of that page's own snapshot. `pageFor(total)` reads the
 * page; when `planOf` is given, the count decides the page's plan, so a page planned with a count
 * that turns out stale is read again if the fresh count picks another plan.
 */
export async function pageWithCount<P extends CountablePage>(
  ctx: AppContext,
  matchWhere: SQL,
  pageFor: (total: number) => Promise<P>,
  planOf?: (total: number) => unknown,
): Promise<{ page: P; total: number }> {
  const cache = latest(ctx.db);
  const key = conditionKey(matchWhere);
  const fresh = () => countAfresh(ctx, key, matchWhere);
  const cached = cache.get(key);
  let guess: number;
  let page: P;
  if (cached) {
    guess = cached.total;
    page = await pageFor(guess);
  } else if (planOf) {
    guess = (await fresh()).total;
    page = await pageFor(guess);
  } else {
    // The plan does not need the count: read both at once, as a search without a cache would.
    const [counted, read] = await Promise.all([fresh(), pageFor(0)]);
    guess = counted.total;
    page = read;
  }
  const current = cache.get(key);
  const total =
    current && page.generation !== undefined && current.generation === page.generation
      ? current.total
      : (await countAtLeast(ctx, key, matchWhere, page.generation)).total;
  if (planOf && planOf(total) !== planOf(guess)) page = await pageFor(total);
  return { page, total };
}

/**
 * A count at least as new as `generation`. A count already under way may have started before the
 * change the page saw; then one more is made, which starts after that change was committed.
 */
async function countAtLeast(
  ctx: AppContext,
  key: string,
  matchWhere: SQL,
  generation: number | undefined,
): Promise<Counted> {
  const counted = await countAfresh(ctx, key, matchWhere);
  if (generation === undefined || counted.generation >= generation) return counted;
  return countAfresh(ctx, key, matchWhere);
}

function countAfresh(ctx: AppContext, key: string, matchWhere: SQL): Promise<Counted> {
  const pending = counting(ctx.db);
  let load = pending.get(key);
  if (!load) {
    load = q
      .countMatchesWithGeneration(ctx.db, matchWhere, TOTAL_CAP)
      .then((counted) => {
        const cache = latest(ctx.db);
        // Never replace a count with an older one (a slower, earlier count finishing last).
        if ((cache.get(key)?.generation ?? -1) <= counted.generation) cache.set(key, counted);
        return counted;
      })
      .finally(() => pending.delete(key));
    pending.set(key, load);
  }
  return load;
}
