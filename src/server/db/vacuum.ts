import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from './client.js';

const EVERY_MS = 6 * 60 * 60 * 1000;

/**
 * PGlite has no autovacuum daemon, so this does its work: VACUUM (ANALYZE) once now and every six
 * hours. Without it old row versions are never reclaimed, index-only scans (relevance search) keep
 * visiting the table because nothing marks pages all-visible, and the planner never learns how many
 * listings a filter matches (and sorts a whole category where it could walk an index). Over 100,000
 * listings it takes under a second. PostgreSQL's autovacuum already does this, so there it is a no-op.
 * Answers a function that stops the schedule.
 */
export async function keepVacuumed(
  database: DatabaseHandle,
  onError: (err: unknown) => void,
): Promise<() => void> {
  if (database.kind !== 'pglite') return () => {};
  const vacuum = () => database.db.execute(sql`vacuum (analyze)`);
  await vacuum();
  const timer = setInterval(() => vacuum().catch(onError), EVERY_MS);
  timer.unref();
  return () => clearInterval(timer);
}
