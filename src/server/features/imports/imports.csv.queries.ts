import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { CsvRowResult } from '#shared/imports-csv.js';
import type { Db } from '../../db/client.js';
import {
  claimJobWhere,
  claimOldestJob,
  heartbeatHeldJob,
  jobHeldBy,
  releaseHeldJob,
  runnableJob,
} from '../../lib/jobs/job-rows.queries.js';
import { csvImportJobs, type CsvJobRow } from '../../db/schema.js';

export type CsvJobRowRecord = typeof csvImportJobs.$inferSelect;

const OPEN = ['pending', 'processing'] as const;

/**
 * A new job for this file, already held by `workerId` (the request runs it first), or — when the
 * same user already has this very file open — undefined: the caller attaches to that job instead.
 */
export async function insertCsvJob(
  db: Db,
  userId: string,
  fileHash: string,
  rows: CsvJobRow[],
  workerId: string,
): Promise<CsvJobRowRecord | undefined> {
  const [row] = await db
    .insert(csvImportJobs)
    .values({
      userId,
      fileHash,
      rows,
      status: 'processing',
      lockedBy: workerId,
      heartbeatAt: sql`now()`,
      startedAt: sql`now()`,
    })
    .onConflictDoNothing({
      target: [csvImportJobs.userId, csvImportJobs.fileHash],
      where: sql`${csvImportJobs.status} in ('pending','processing')`,
    })
    .returning();
  return row;
}

export async function findOpenCsvJob(
  db: Db,
  userId: string,
  fileHash: string,
): Promise<CsvJobRowRecord | undefined> {
  const [row] = await db
    .select()
    .from(csvImportJobs)
    .where(
      and(
        eq(csvImportJobs.userId, userId),
        eq(csvImportJobs.fileHash, fileHash),
        inArray(csvImportJobs.status, OPEN),
      ),
    );
  return row;
}

export async function findCsvJob(db: Db, id: string): Promise<CsvJobRowRecord | undefined> {
  const [row] = await db.select().from(csvImportJobs).where(eq(csvImportJobs.id, id));
  return row;
}

/** The oldest runnable CSV job for this worker (lib/jobs/job-rows.queries.ts). */
export const claimCsvJob = (
  db: Db,
  workerId: string,
  staleSeconds: number,
): Promise<CsvJobRowRecord | undefined> => claimOldestJob(db, csvImportJobs, workerId, staleSeconds);

/** Takes this one job when nobody is running it (a re-submitted file whose run stopped). */
export const claimCsvJobById = (
  db: Db,
  id: string,
  workerId: string,
  staleSeconds: number,
): Promise<CsvJobRowRecord | undefined> =>
  claimJobWhere(
    db,
    csvImportJobs,
    workerId,
    and(eq(csvImportJobs.id, id), runnableJob(csvImportJobs, staleSeconds))!,
  );

const heldBy = (id: string, workerId: string) => jobHeldBy(csvImportJobs, id, workerId);

/** Applies `set` only while this worker holds the job (and `also` is true); answers whether it did. */
async function updateIfHeld(
  db: Db,
  id: string,
  workerId: string,
  set: PgUpdateSetSource<typeof csvImportJobs>,
  also?: SQL,
): Promise<boolean> {
  const rows = await db
    .update(csvImportJobs)
    .set(set)
    .where(and(heldBy(id, workerId), also))
    .returning({ id: csvImportJobs.id });
  return rows.length > 0;
}

export const heartbeatCsvJob = (db: Db, id: string, workerId: string): Promise<boolean> =>
  heartbeatHeldJob(db, csvImportJobs, id, workerId);

/** Hands the job back (clean stop, or the request's time is up) so any worker resumes it at once. */
export const releaseCsvJob = (db: Db, id: string, workerId: string): Promise<void> =>
  releaseHeldJob(db, csvImportJobs, id, workerId);

/**
 * Appends one row's outcome, only while this worker holds the job and only once per row (`i`).
 * Answers false when the job was cancelled or taken over.
 */
export function recordCsvRow(db: Db, id: string, workerId: string, result: CsvRowResult): Promise<boolean> {
  return updateIfHeld(
    db,
    id,
    workerId,
    {
      results: sql`${csvImportJobs.results} || jsonb_build_array(${JSON.stringify(result)}::jsonb)`,
      heartbeatAt: sql`now()`,
    },
    sql`not ${csvImportJobs.results} @> jsonb_build_array(jsonb_build_object('i', ${result.i}::int))`,
  );
}

export async function finishCsvJob(
  db: Db,
  id: string,
  workerId: string,
  status: 'completed' | 'failed',
  errorMessage: string | null,
): Promise<CsvJobRowRecord | undefined> {
  const [row] = await db
    .update(csvImportJobs)
    .set({ status, errorMessage, completedAt: new Date(), lockedBy: null, heartbeatAt: null })
    .where(heldBy(id, workerId))
    .returning();
  return row;
}
