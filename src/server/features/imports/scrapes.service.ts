// What this server read of a source page, per seller. Its own public file: the listings feature asks
// it while creating a listing, and the rest of the imports feature creates listings, so reaching it
// through imports.service.ts would close a loop of imports.
import type { AppContext } from '../../context.js';
import * as q from './imports.queries.js';

// A preview is added to the closet within minutes; a day is ample, and the table stays small.
const KEEP_SECONDS = 24 * 3600;

/** POST /api/scrape-listing remembers whether the page it read was sold, for this seller. */
export async function recordScrape(
  ctx: AppContext,
  sellerId: string,
  sourceListingKey: string,
  isSold: boolean,
): Promise<void> {
  await q.upsertScrape(ctx.db, sellerId, sourceListingKey, isSold, KEEP_SECONDS);
}

/**
 * True when this server's own scrape of the item, for this seller, found it sold. The
 * listings feature asks this when a listing is created with an imported original URL, so a sold item
 * stays sold even when the client leaves `isSold` out: the decision rests on what we read, not on
 * what the browser sends. (A client may still mark its own listing sold — that only hides it.)
 */
export async function soldOnSource(
  ctx: AppContext,
  sellerId: string,
  sourceListingKey: string,
): Promise<boolean> {
  return (await q.findScrape(ctx.db, sellerId, sourceListingKey, KEEP_SECONDS))?.isSold ?? false;
}
