import {
  canonicalListingUrl,
  importListingKey,
  importMessages,
  importPlatformOf,
  MAX_PROFILE_ITEMS,
  type BulkImportJob,
  type ProfileItem,
  type ScrapeListingReply,
  type ScrapeProfileReply,
} from '#shared/imports.js';
import type { AppContext } from '../../context.js';
import { JOBS_CHANNEL } from '../../lib/jobs/job-rows.js';
import { AppError, conflict, forbidden, notFound } from '../../lib/errors.js';
import { consumeRateLimit } from '../../lib/rate-limit.js';
import { createImportFetcher, fetchErrorToAppError } from './imports.fetcher.js';
import { fetchListing, toScrapedListing } from './imports.import-one.js';
import { signedThumbUrl, thumbnail, verifyThumb } from './imports.photos.js';
import * as q from './imports.queries.js';
import { recordScrape } from './scrapes.service.js';
import type { ProfileEntry, ProfilePage } from './parsers/index.js';
import { loadParsers } from './parsers/load.js';

const MAX_OPEN_JOBS = 3;
// The client gives up on a closet after 60 s (docs/product/06-imports.md §6.6); stop paging a little before and answer what we have.
const PROFILE_BUDGET_MS = 50_000;
const MAX_PROFILE_PAGES = 60;

/** POST /api/scrape-listing: the preview of one listing, its photos already re-hosted here. */
export async function scrapeListing(
  ctx: AppContext,
  userId: string,
  url: string,
): Promise<ScrapeListingReply> {
  await consumeRateLimit(ctx.db, `import:scrape:${userId}`, 60, 600, importMessages.rateLimited);
  const platform = importPlatformOf(url)!;
  try {
    const { input, parsed } = await fetchListing(ctx, createImportFetcher(ctx.config), userId, url);
    const key = importListingKey(url);
    if (key) await recordScrape(ctx, userId, key, input.isSold);
    return { listing: toScrapedListing(input, parsed), platform };
  } catch (err) {
    throw fetchErrorToAppError(err);
  }
}

/**
 * POST /api/scrape-profile: every item of a Poshmark closet (closet API, 48 a page, cursor until an
 * empty page) or a Mercari profile (page cursor), up to 2,000 items, politely paced.
 */
export async function scrapeProfile(
  ctx: AppContext,
  userId: string,
  url: string,
): Promise<ScrapeProfileReply> {
  await consumeRateLimit(ctx.db, `import:profile:${userId}`, 20, 600, importMessages.rateLimited);
  const platform = importPlatformOf(url)!;
  const fetcher = createImportFetcher(ctx.config, {
    throttle: { concurrency: 1, gapMs: 150 },
    notFoundMessage: importMessages.profileNotFound,
  });
  const deadline = Date.now() + PROFILE_BUDGET_MS;
  const found = new Map<string, ProfileEntry>();
  const { parseMercariProfilePage, parsePoshmarkClosetPage, poshmarkClosetApiUrl } = await loadParsers();
  try {
    let cursor: string | null = null;
    for (let n = 0; n < MAX_PROFILE_PAGES && found.size < MAX_PROFILE_ITEMS && Date.now() < deadline; n++) {
      let page: ProfilePage | null;
      if (platform === 'poshmark') {
        page = parsePoshmarkClosetPage(await fetcher.json(poshmarkClosetApiUrl(url, cursor)), url);
      } else {
        const res = await fetcher.page(cursor ?? url);
        page = parseMercariProfilePage(res.text, res.url);
      }
      if (!page)
        throw new AppError('IMPORT_NOT_A_PROFILE', 422, 'No listings could be read from that profile');
      for (const item of page.items)
        if (found.size < MAX_PROFILE_ITEMS) found.set(importListingKey(item.url) ?? item.url, item);
      // A cursor that does not move would page forever.
      if (!page.next || page.next === cursor || page.items.length === 0) break;
      cursor = page.next;
    }
  } catch (err) {
    throw fetchErrorToAppError(err);
  }
  const items: ProfileItem[] = [...found.values()].map((i) => ({
    ...i,
    thumbUrl: i.thumbUrl ? signedThumbUrl(ctx.config.sessionSecret, i.thumbUrl) : null,
    platform,
  }));
  const activeCount = items.filter((i) => i.isActive).length;
  return { items, totalFound: items.length, activeCount, soldCount: items.length - activeCount, platform };
}

/** GET /api/import-thumbnail: a closet thumbnail we signed, fetched safely and re-encoded as WebP. */
export async function importThumbnail(ctx: AppContext, url: string, signature: string): Promise<Buffer> {
  if (!verifyThumb(ctx.config.sessionSecret, url, signature)) throw notFound('Thumbnail not found');
  try {
    return await thumbnail(createImportFetcher(ctx.config, { notFoundMessage: 'Thumbnail not found' }), url);
  } catch (err) {
    const mapped = fetchErrorToAppError(err);
    if (mapped instanceof AppError) throw mapped;
    throw new AppError('IMPORT_FETCH_FAILED', 422, 'That thumbnail could not be read');
  }
}

export function toJob(row: q.JobRow): BulkImportJob {
  return {
    id: row.id,
    userId: row.userId,
    status: row.status,
    totalUrls: row.totalUrls,
    processedUrls: row.processedUrls,
    successfulUrls: row.successfulUrls,
    failedUrls: row.failedUrls,
    sourceUrls: row.sourceUrls,
    progressData: row.progressData,
    progressPercentage: row.totalUrls ? Math.floor((row.processedUrls * 100) / row.totalUrls) : 0,
    errorMessage: row.errorMessage,
    startedAt: row.startedAt?.toISOString() ?? null,
    completedAt: row.completedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** POST /api/bulk-import-jobs: queues the URLs (each page once) and wakes a worker. */
export async function createBulkJob(
  ctx: AppContext,
  userId: string,
  listingUrls: string[],
): Promise<{ jobId: string; totalUrls: number }> {
  await consumeRateLimit(ctx.db, `import:jobs:${userId}`, 30, 3600, importMessages.rateLimited);
  const open = await q.countOpenJobs(ctx.db, userId);
  if (open >= MAX_OPEN_JOBS) {
    throw conflict('You already have imports running. Wait for one to finish, or cancel it.');
  }
  // One URL per item: two spellings of one listing (another slug, "www.", a query) are one page.
  const byKey = new Map<string, string>();
  for (const url of listingUrls.map(canonicalListingUrl)) {
    const key = importListingKey(url) ?? url;
    if (!byKey.has(key)) byKey.set(key, url);
  }
  const urls = [...byKey.values()];
  const job = await q.insertJob(ctx.db, userId, urls);
  // Any worker, in this process or another, starts at once instead of at its next poll.
  await ctx.database.notify(JOBS_CHANNEL, 'bulk_import').catch(() => undefined);
  return { jobId: job.id, totalUrls: job.totalUrls };
}

async function ownJob(ctx: AppContext, userId: string, id: string): Promise<q.JobRow> {
  // The route's params already answered 404 for an id that is not a UUID.
  const row = await q.findJob(ctx.db, id);
  if (!row) throw notFound(importMessages.jobNotFound);
  if (row.userId !== userId) throw forbidden(importMessages.jobNotYours);
  return row;
}

/** GET /api/bulk-import-jobs/{id}: the owner's job with its progress. */
export async function getJob(ctx: AppContext, userId: string, id: string): Promise<BulkImportJob> {
  return toJob(await ownJob(ctx, userId, id));
}

/** PATCH /api/bulk-import-jobs/{id}/cancel: only a pending or processing job; the worker stops between URLs. */
export async function cancelJob(ctx: AppContext, userId: string, id: string): Promise<BulkImportJob> {
  await ownJob(ctx, userId, id);
  const row = await q.cancelOpenJob(ctx.db, id, userId);
  if (!row) throw conflict(importMessages.jobNotActive, 'JOB_NOT_ACTIVE');
  return toJob(row);
}
