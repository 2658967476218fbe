import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from './client.js';

const EVERY_MS = 6 * 60 * 60 * 1000;

/**
 * PGlite has no autovacuum daemon, so without this the planner never learns how many listings a
 * filter matches (and, for example, sorts a whole category where it could walk an index). Runs
 * ANALYZE once now and every six hours; PostgreSQL's autovacuum already does this, so there it is
 * a no-op. Answers a function that stops the schedule.
 */
export async function keepPlannerStatistics(
  database: DatabaseHandle,
  onError: (err: unknown) => void,
): Promise<() => void> {
  if (database.kind !== 'pglite') return () => {};
  const analyze = () => database.db.execute(sql`analyze`);
  await analyze();
  const timer = setInterval(() => analyze().catch(onError), EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
