import { and, eq, inArray, sql } from 'drizzle-orm';
import type { JobProgressEntry } from '#shared/imports.js';
import type { Db } from '../../db/client.js';
import { bulkImportJobs, importScrapes, listings } from '../../db/schema.js';
import { claimOldestJob, heartbeatHeldJob, jobHeldBy } from '../../lib/jobs/job-rows.queries.js';

export type JobRow = typeof bulkImportJobs.$inferSelect;

export async function insertJob(db: Db, userId: string, urls: string[]): Promise<JobRow> {
  const [row] = await db
    .insert(bulkImportJobs)
    .values({ userId, sourceUrls: urls, totalUrls: urls.length })
    .returning();
  return row!;
}

export async function findJob(db: Db, id: string): Promise<JobRow | undefined> {
  const [row] = await db.select().from(bulkImportJobs).where(eq(bulkImportJobs.id, id));
  return row;
}

/** Cancels an open job of this user; answers the row, or undefined when it was not open. */
export async function cancelOpenJob(db: Db, id: string, userId: string): Promise<JobRow | undefined> {
  const [row] = await db
    .update(bulkImportJobs)
    .set({ status: 'cancelled', completedAt: new Date(), lockedBy: null })
    .where(
      and(
        eq(bulkImportJobs.id, id),
        eq(bulkImportJobs.userId, userId),
        inArray(bulkImportJobs.status, ['pending', 'processing']),
      ),
    )
    .returning();
  return row;
}

/** The oldest runnable bulk import for this worker (lib/jobs/job-rows.queries.ts). */
export const claimJob = (db: Db, workerId: string, staleSeconds: number): Promise<JobRow | undefined> =>
  claimOldestJob(db, bulkImportJobs, workerId, staleSeconds);

export const heartbeatJob = (db: Db, id: string, workerId: string): Promise<boolean> =>
  heartbeatHeldJob(db, bulkImportJobs, id, workerId);

/**
 * Hands the job back on a clean stop. Unlike other job kinds it stays 'processing' (its person sees
 * their import as under way across a restart); with no heartbeat, any worker takes it at once.
 */
export async function releaseJob(db: Db, id: string, workerId: string): Promise<void> {
  await db
    .update(bulkImportJobs)
    .set({ lockedBy: null, heartbeatAt: null })
    .where(jobHeldBy(bulkImportJobs, id, workerId));
}

/**
 * Appends one URL's outcome and bumps the counters in one statement, only while this worker still
 * holds the open job and only once per URL. Answers false when the job was cancelled or taken over.
 */
export async function recordProgress(
  db: Db,
  id: string,
  workerId: string,
  entry: JobProgressEntry,
): Promise<boolean> {
  const ok = entry.status === 'failed' ? 0 : 1;
  const rows = await db
    .update(bulkImportJobs)
    .set({
      progressData: sql`${bulkImportJobs.progressData} || jsonb_build_array(${JSON.stringify(entry)}::jsonb)`,
      processedUrls: sql`${bulkImportJobs.processedUrls} + 1`,
      successfulUrls: sql`${bulkImportJobs.successfulUrls} + ${ok}`,
      failedUrls: sql`${bulkImportJobs.failedUrls} + ${1 - ok}`,
      heartbeatAt: sql`now()`,
    })
    .where(
      and(
        eq(bulkImportJobs.id, id),
        eq(bulkImportJobs.lockedBy, workerId),
        eq(bulkImportJobs.status, 'processing'),
        sql`not ${bulkImportJobs.progressData} @> jsonb_build_array(jsonb_build_object('url', ${entry.url}::text))`,
      ),
    )
    .returning({ id: bulkImportJobs.id });
  return rows.length > 0;
}

export async function finishJob(
  db: Db,
  id: string,
  workerId: string,
  status: 'completed' | 'failed',
  errorMessage: string | null,
): Promise<JobRow | undefined> {
  const [row] = await db
    .update(bulkImportJobs)
    .set({ status, errorMessage, completedAt: new Date(), lockedBy: null, heartbeatAt: null })
    .where(
      and(
        eq(bulkImportJobs.id, id),
        eq(bulkImportJobs.lockedBy, workerId),
        eq(bulkImportJobs.status, 'processing'),
      ),
    )
    .returning();
  return row;
}

/**
 * The seller's listing imported as this item (`importListingKey` of its page, or a CSV row's key),
 * if any: the unique (seller, source_listing_key) index makes it at most one.
 */
export async function findImportedListing(
  db: Db,
  sellerId: string,
  sourceListingKey: string,
): Promise<
  { id: string; title: string; priceCents: number; needsPhotos: boolean; createdAt: Date } | undefined
> {
  const [row] = await db
    .select({
      id: listings.id,
      title: listings.title,
      priceCents: listings.priceCents,
      needsPhotos: listings.needsPhotos,
      createdAt: listings.createdAt,
    })
    .from(listings)
    .where(and(eq(listings.sellerId, sellerId), eq(listings.sourceListingKey, sourceListingKey)));
  return row;
}

/** Remembers what a scrape saw (the latest scrape wins) and forgets this seller's day-old scrapes. */
export async function upsertScrape(
  db: Db,
  sellerId: string,
  sourceListingKey: string,
  isSold: boolean,
  keepSeconds: number,
): Promise<void> {
  await db
    .insert(importScrapes)
    .values({ sellerId, sourceListingKey, isSold })
    .onConflictDoUpdate({
      target: [importScrapes.sellerId, importScrapes.sourceListingKey],
      set: { isSold, scrapedAt: sql`now()` },
    });
  await db
    .delete(importScrapes)
    .where(
      and(
        eq(importScrapes.sellerId, sellerId),
        sql`${importScrapes.scrapedAt} < now() - make_interval(secs => ${keepSeconds})`,
      ),
    );
}

export async function findScrape(
  db: Db,
  sellerId: string,
  sourceListingKey: string,
  keepSeconds: number,
): Promise<{ isSold: boolean } | undefined> {
  const [row] = await db
    .select({ isSold: importScrapes.isSold })
    .from(importScrapes)
    .where(
      and(
        eq(importScrapes.sellerId, sellerId),
        eq(importScrapes.sourceListingKey, sourceListingKey),
        sql`${importScrapes.scrapedAt} >= now() - make_interval(secs => ${keepSeconds})`,
      ),
    );
  return row;
}

export async function countOpenJobs(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(bulkImportJobs)
    .where(and(eq(bulkImportJobs.userId, userId), inArray(bulkImportJobs.status, ['pending', 'processing'])));
  return Number(row?.n ?? 0);
}
