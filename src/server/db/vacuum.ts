import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from './client.js';

/** How often the scheduled job runs (src/server/jobs.ts). */
export const VACUUM_EVERY_SECONDS = 6 * 60 * 60;

/**
 * PGlite has no autovacuum daemon, so a scheduled job does its work: VACUUM (ANALYZE) when the
 * worker starts and every six hours. Without it old row versions are never reclaimed, index-only
 * scans (relevance search) keep visiting the table because nothing marks pages all-visible, and the
 * planner never learns how many listings a filter matches (and sorts a whole category where it could
 * walk an index). Over 100,000 listings it takes under a second. PostgreSQL's autovacuum already
 * does this, so there the job is not scheduled at all.
 */
export async function vacuumEmbedded(database: DatabaseHandle): Promise<void> {
  if (database.kind !== 'pglite') return;
  await database.db.execute(sql`vacuum (analyze)`);
}
