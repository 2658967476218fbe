import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';

/**
 * The claim protocol of every queued job table (made with `jobColumns()`, db/schema/operations.ts),
 * written once: which rows a worker may take, taking one (FOR UPDATE SKIP LOCKED: many workers claim
 * at once without taking a row twice), proving it alive, and handing it back. Features add their own
 * steps, each guarded by `jobHeldBy`.
 */

export type JobTable = PgTable & {
  id: AnyPgColumn;
  status: AnyPgColumn;
  lockedBy: AnyPgColumn;
  heartbeatAt: AnyPgColumn;
  startedAt: AnyPgColumn;
  createdAt: AnyPgColumn;
};

/** A job any worker may take: pending, or processing by a worker that stopped proving it is alive. */
export const runnableJob = (table: JobTable, staleSeconds: number): SQL =>
  sql`(${table.status} = 'pending'
       or (${table.status} = 'processing'
           and (${table.heartbeatAt} is null
                or ${table.heartbeatAt} < now() - make_interval(secs => ${staleSeconds}))))`;

/** The job is this worker's and still running: every step's write is conditional on it. */
export const jobHeldBy = (table: JobTable, id: string, workerId: string): SQL =>
  and(eq(table.id, id), eq(table.lockedBy, workerId), eq(table.status, 'processing'))!;

/** Takes the rows `which` names for this worker (at most the one it names). */
export async function claimJobWhere<T extends JobTable>(
  db: Db,
  table: T,
  workerId: string,
  which: SQL,
): Promise<T['$inferSelect'] | undefined> {
  const claimed = {
    status: 'processing',
    lockedBy: workerId,
    heartbeatAt: sql`now()`,
    startedAt: sql`coalesce(${table.startedAt}, now())`,
  };
  const rows = (await db
    .update(table)
    .set(claimed as never)
    .where(which)
    .returning()) as T['$inferSelect'][];
  return rows[0];
}

/** Takes the oldest runnable job of the table for this worker. */
export function claimOldestJob<T extends JobTable>(
  db: Db,
  table: T,
  workerId: string,
  staleSeconds: number,
): Promise<T['$inferSelect'] | undefined> {
  return claimJobWhere(
    db,
    table,
    workerId,
    eq(
      table.id,
      sql`(select ${table.id} from ${table}
            where ${runnableJob(table, staleSeconds)}
            order by ${table.createdAt}
            limit 1
            for update skip locked)`,
    ),
  );
}

/** Proves the worker alive; false once the job is no longer its own (taken over, cancelled, done). */
export async function heartbeatHeldJob(
  db: Db,
  table: JobTable,
  id: string,
  workerId: string,
): Promise<boolean> {
  const rows = await db
    .update(table)
    .set({ heartbeatAt: sql`now()` } as never)
    .where(jobHeldBy(table, id, workerId))
    .returning({ id: table.id });
  return rows.length > 0;
}

/** A clean stop hands the job back at once, instead of waiting for its heartbeat to go stale. */
export async function releaseHeldJob(db: Db, table: JobTable, id: string, workerId: string): Promise<void> {
  await db
    .update(table)
    .set({ status: 'pending', lockedBy: null, heartbeatAt: null } as never)
    .where(jobHeldBy(table, id, workerId));
}
