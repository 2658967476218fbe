import { importPlatformOf } from '#shared/imports.js';
import type { AppContext } from '../../context.js';
import { SafeFetchError } from '../../lib/safe-fetch/safe-fetch.js';
import { takeSoldElsewhere } from '../listings/listings.sold-elsewhere.service.js';
import { createHostLimiter } from './imports.host-limiter.js';
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

/** Listings checked per run: with the hourly schedule, a few hundred a day at the most polite pace. */
export const SOURCE_CHECK_BATCH = 20;
/** At most one request per host this often. */
export const SOURCE_HOST_GAP_MS = 10_000;
/** A listing's source is read again at most this often. */
export const SOURCE_RECHECK_MS = 24 * 3600_000;

export type SourceCheckOptions = {
  batch?: number;
  gapMs?: number;
  /** Waits between requests to one host; tests pass one that moves their clock. */
  sleep?: (ms: number) => Promise<void>;
  /** What time it is now, for the limiter (the scheduler's clock by default). */
  clock?: () => Date;
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

/** The batch with its hosts taking turns, so one site's spacing is another's request, not a wait. */
function takingTurns(claimed: q.SourceToCheck[]): { listing: q.SourceToCheck; host: string }[] {
  const byHost = new Map<string, q.SourceToCheck[]>();
  for (const listing of claimed) {
    let host: string;
    try {
      host = new URL(listing.originalUrl).hostname.replace(/^www\./, '');
    } catch {
      continue;
    }
    byHost.set(host, [...(byHost.get(host) ?? []), listing]);
  }
  const queues = [...byHost.entries()];
  const turns: { listing: q.SourceToCheck; host: string }[] = [];
  for (let i = 0; queues.some(([, list]) => i < list.length); i++) {
    for (const [host, list] of queues) if (i < list.length) turns.push({ listing: list[i]!, host });
  }
  return turns;
}

/**
 * The sweep: claims a batch of imported listings, oldest-checked first, reads each source page at
 * most one request per host per gapMs, and takes off Rethread those sold or gone there. Answers how
 * many it took off.
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
  const clock = options.clock ?? (() => new Date());
  const limiter = createHostLimiter(
    options.gapMs ?? SOURCE_HOST_GAP_MS,
    () => clock().getTime(),
    options.sleep,
  );
  let taken = 0;
  for (const { listing, host } of takingTurns(claimed)) {
    await limiter.take(host);
    const verdict = await readSource(fetcher, listing.originalUrl);
    if (verdict !== 'sold' && verdict !== 'gone') continue;
    const outcome = await takeSoldElsewhere(ctx, listing.id, 'source', {
      platform: importPlatformOf(listing.originalUrl),
    });
    if (outcome === 'sold') taken++;
  }
  return taken;
}
