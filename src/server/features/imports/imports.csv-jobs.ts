import { randomBytes } from 'node:crypto';
import { importMessages } from '#shared/imports.js';
import type { CsvImportInput, CsvImportReply, CsvRowResult } from '#shared/imports-csv.js';
import type { AppContext } from '../../context.js';
import type { CsvJobRow } from '../../db/schema.js';
import { forbidden, notFound } from '../../lib/errors.js';
import type { JobDefinition, RunnerLog } from '../../lib/jobs/runner.js';
import { consumeRateLimit } from '../../lib/rate-limit.js';
import { csvFileHash, csvRowKeys, importCsvRow, type CsvRowOptions } from './imports.csv.js';
import * as q from './imports.csv.queries.js';
import { createImportFetcher } from './imports.fetcher.js';
import { finishCsvImport } from './imports.finished.js';
import { JOBS_CHANNEL } from '../../lib/jobs/job-rows.js';

/**
 * CSV import as a resumable job. The csv_import_jobs row is the queue entry and the
 * progress: every finished row is appended to `results` as it lands, a run skips the rows already
 * there, and a job whose worker died (heartbeat gone stale) is taken up by any worker. The request
 * that submits the file runs the job itself first, for up to INLINE_BUDGET_MS, so a small file answers
 * its result at once as before (docs/product/06-imports.md §6.2: the answer carries `count`); a bigger one is handed to the
 * workers and the client polls GET /api/csv-import-jobs/{id}.
 */

// Under the 30–60 s a proxy or browser waits for an answer, with room to spare.
const INLINE_BUDGET_MS = 20_000;
const ROWS_AT_ONCE = 4;

export type CsvImportJobOptions = {
  /** A processing job whose heartbeat is older than this is presumed orphaned and resumed. */
  staleSeconds?: number;
  /** Rows imported at once per job. */
  concurrency?: number;
  /** How long the submitting request runs the job before handing it to the workers. */
  inlineBudgetMs?: number;
  /** Tests only: see CsvRowOptions. */
  afterPhotos?: CsvRowOptions['afterPhotos'];
};

export function csvImportJobDefinition(
  ctx: AppContext,
  log: RunnerLog,
  options: CsvImportJobOptions = {},
): JobDefinition<q.CsvJobRowRecord> {
  const staleSeconds = options.staleSeconds ?? 30;
  return {
    name: 'csv-import',
    claim: (workerId) => q.claimCsvJob(ctx.db, workerId, staleSeconds),
    heartbeat: (job, workerId) => q.heartbeatCsvJob(ctx.db, job.id, workerId),
    release: (job, workerId) => q.releaseCsvJob(ctx.db, job.id, workerId),
    run: async (job, { workerId, signal }) => {
      await runCsvImport(ctx, log, options, job, workerId, signal);
    },
  };
}

/**
 * Imports the rows not yet in `results`, a few at a time, writing each outcome as it lands. It stops
 * between rows when the signal fires or the job is no longer ours; a later run resumes.
 * Answers the finished job, or undefined when it stopped before the end.
 */
async function runCsvImport(
  ctx: AppContext,
  log: RunnerLog,
  options: CsvImportJobOptions,
  job: q.CsvJobRowRecord,
  workerId: string,
  signal: AbortSignal,
): Promise<q.CsvJobRowRecord | undefined> {
  const done = new Set(job.results.map((r) => r.i));
  const remaining = job.rows.map((row, i) => ({ row, i })).filter(({ i }) => !done.has(i));
  const concurrency = options.concurrency ?? ROWS_AT_ONCE;
  const fetcher = createImportFetcher(ctx.config, { throttle: { concurrency, gapMs: 0 } });
  const rowOptions: CsvRowOptions = { signal, jobCreatedAt: job.createdAt, afterPhotos: options.afterPhotos };
  let lost = false;

  const lane = async () => {
    while (!lost && !signal.aborted) {
      const next = remaining.shift();
      if (!next) return;
      let outcome;
      try {
        outcome = await importCsvRow(ctx, fetcher, job.userId, next.row, rowOptions);
      } catch (err) {
        if (signal.aborted) return;
        throw err;
      }
      // A crash writes nothing more; the row runs again on resume and finds its own listing.
      if (signal.aborted && signal.reason === 'crash') return;
      if (!(await q.recordCsvRow(ctx.db, job.id, workerId, { i: next.i, ...outcome }))) lost = true;
    }
  };

  try {
    await Promise.all(Array.from({ length: concurrency }, lane));
  } catch (err) {
    log.error({ err, job: job.id }, 'CSV import stopped unexpectedly');
    return finishCsvImport(ctx, job.id, workerId, 'failed', importMessages.csvJobFailed);
  }
  if (lost || signal.aborted) return undefined;
  const finished = await finishCsvImport(ctx, job.id, workerId, 'completed', null);
  log.info({ job: job.id, rows: job.rows.length }, 'CSV import finished');
  return finished;
}

/** The reply the POST and the poll share: counts from the per-row results. */
export function toCsvReply(job: q.CsvJobRowRecord): CsvImportReply {
  const by = (status: CsvRowResult['status']) => job.results.filter((r) => r.status === status).length;
  const processed = job.results.length;
  const total = job.rows.length;
  return {
    count: by('created') + by('draft') + by('needsCategory'),
    needsPhotos: by('draft'),
    needsCategory: by('needsCategory'),
    alreadyImported: by('skipped'),
    errors: job.results
      .filter((r) => r.status === 'failed')
      .map((r) => ({ row: r.row, message: r.message ?? 'This row could not be imported' }))
      .sort((a, b) => a.row - b.row),
    jobId: job.id,
    status: job.status,
    totalRows: total,
    processedRows: processed,
    progressPercentage: total ? Math.floor((processed * 100) / total) : 0,
    errorMessage: job.errorMessage,
  };
}

/**
 * POST /api/listings/import-csv: the file becomes a job (or joins the open job of the same file), and
 * this request runs it for up to the inline budget. `finished` says whether the reply is the result.
 */
export async function submitCsvImport(
  ctx: AppContext,
  log: RunnerLog,
  userId: string,
  input: CsvImportInput,
  options: CsvImportJobOptions = {},
): Promise<{ reply: CsvImportReply; finished: boolean }> {
  if (input.sellerId !== undefined && input.sellerId !== userId)
    throw forbidden(importMessages.sellerMismatch);
  await consumeRateLimit(ctx.db, `import:csv:${userId}`, 20, 3600, importMessages.rateLimited);
  const keys = csvRowKeys(input.listings);
  const rows: CsvJobRow[] = input.listings.map((row, i) => ({
    ...row,
    row: row.row ?? i + 1,
    key: keys[i]!,
  }));
  const fileHash = csvFileHash(keys);
  const workerId = `request:${randomBytes(6).toString('hex')}`;

  let job = await q.insertCsvJob(ctx.db, userId, fileHash, rows, workerId);
  if (!job) {
    // This very file is already being imported: join it, and run it here if nobody else is.
    const open = await q.findOpenCsvJob(ctx.db, userId, fileHash);
    job = open && (await q.claimCsvJobById(ctx.db, open.id, workerId, options.staleSeconds ?? 30));
    if (!job) {
      const current = open ?? (await q.findOpenCsvJob(ctx.db, userId, fileHash));
      if (current) return { reply: toCsvReply(current), finished: false };
      // It finished between the two looks: start this submission as its own job.
      return submitCsvImport(ctx, log, userId, input, options);
    }
  }

  const budget = options.inlineBudgetMs ?? INLINE_BUDGET_MS;
  let finished: q.CsvJobRowRecord | undefined;
  if (budget > 0) {
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort('shutdown'), budget);
    const held = job;
    const beat = setInterval(
      () => void q.heartbeatCsvJob(ctx.db, held.id, workerId).catch(() => undefined),
      5000,
    );
    try {
      finished = await runCsvImport(ctx, log, options, job, workerId, controller.signal);
    } finally {
      clearTimeout(timer);
      clearInterval(beat);
    }
  }
  // Completed, or failed with its message: either way the reply is the final result.
  if (finished) return { reply: toCsvReply(finished), finished: true };
  // Out of time: hand the job to the workers (in this process or any other) and say how far it got.
  await q.releaseCsvJob(ctx.db, job.id, workerId);
  await ctx.database.notify(JOBS_CHANNEL, 'csv_import').catch(() => undefined);
  const now = await q.findCsvJob(ctx.db, job.id);
  return { reply: toCsvReply(now ?? job), finished: false };
}

/** GET /api/csv-import-jobs/{id}: the owner's CSV import with its progress. */
export async function getCsvImport(ctx: AppContext, userId: string, id: string): Promise<CsvImportReply> {
  // The route's params already answered 404 for an id that is not a UUID.
  const job = await q.findCsvJob(ctx.db, id);
  if (!job) throw notFound(importMessages.csvJobNotFound);
  if (job.userId !== userId) throw forbidden(importMessages.jobNotYours);
  return toCsvReply(job);
}
