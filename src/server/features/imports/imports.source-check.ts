import { importPlatformOf } from '#shared/imports.js';
import type { AppContext } from '../../context.js';
import { SafeFetchError } from '../../lib/safe-fetch/safe-fetch.js';
import { takeSoldElsewhere } from '../listings/listings.sold-elsewhere.service.js';
import { createImportFetcher, type ImportFetcher } from './imports.fetcher.js';
import * as q from './imports.source-check.queries.js';
import { parseListingPage } from './parsers/index.js';

/**
 * Imported listings are re-checked against their source page: sellers list on several sites at once,
 * and an item that sold there (the page says sold, or is gone: 404/410) must leave Rethread, exactly
 * as when its seller says so (listings.sold-elsewhere.service.ts), and its seller is told
 * (imports.subscribers.ts). A network error, a timeout or the site's own trouble (5xx, 403, 429) says
 * nothing about the item: the listing is left as it was and checked again next interval.
 */

/**
 * Sites read per run, one listing each (the claim takes at most one per host): with the sweep every
 * minute, a site is asked at most once a minute, and no run ever waits for one.
 */
export const SOURCE_CHECK_BATCH = 20;
/** A listing's source is read again at most this often. */
export const SOURCE_RECHECK_MS = 24 * 3600_000;

export type SourceCheckOptions = {
  batch?: number;
  fetcher?: ImportFetcher;
};

export type SourceVerdict = 'sold' | 'gone' | 'for_sale' | 'unknown';

/** What the source page says about the item: only 'sold' and 'gone' take it off Rethread. */
async function readSource(fetcher: ImportFetcher, url: string): Promise<SourceVerdict> {
  const platform = importPlatformOf(url);
  if (!platform) return 'unknown';
  try {
    const page = await fetcher.page(url);
    const parsed = parseListingPage(page.text, page.url, platform);
    if (!parsed) return 'unknown';
    return parsed.isSold ? 'sold' : 'for_sale';
  } catch (err) {
    if (err instanceof SafeFetchError) return err.reason === 'not-found' ? 'gone' : 'unknown';
    throw err;
  }
}

/**
 * The sweep: claims a batch of imported listings, oldest-checked first and one per host, reads each
 * source page, and takes off Rethread those sold or gone there. Answers how many it took off.
 */
export async function checkImportedSources(
  ctx: AppContext,
  now: Date,
  options: SourceCheckOptions = {},
): Promise<number> {
  const claimed = await q.claimSourcesToCheck(
    ctx.db,
    now,
    new Date(now.getTime() - SOURCE_RECHECK_MS),
    options.batch ?? SOURCE_CHECK_BATCH,
  );
  if (!claimed.length) return 0;
  const fetcher = options.fetcher ?? createImportFetcher(ctx.config);
  // Every claimed listing is on a different site, so the pages are read at once: a slow site holds the
  // run up for one timeout at most, not one per site.
  const verdicts = await Promise.all(claimed.map((listing) => readSource(fetcher, listing.originalUrl)));
  let taken = 0;
  for (const [i, listing] of claimed.entries()) {
    if (verdicts[i] !== 'sold' && verdicts[i] !== 'gone') continue;
    const outcome = await takeSoldElsewhere(ctx, listing.id, 'source', {
      platform: importPlatformOf(listing.originalUrl),
    });
    if (outcome === 'sold') taken++;
  }
  return taken;
}
