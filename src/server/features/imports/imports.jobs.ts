import type { AppContext } from '../../context.js';
import type { JobDefinition, RunnerLog } from '../../lib/jobs/runner.js';
import { createImportFetcher } from './imports.fetcher.js';
import { finishBulkImport } from './imports.finished.js';
import { importListingUrl } from './imports.import-one.js';
import * as q from './imports.queries.js';

export type BulkImportJobOptions = {
  /** A processing job whose heartbeat is older than this is presumed orphaned and resumed. */
  staleSeconds?: number;
  /** URLs imported at once per job (each is a page fetch, then its photos). */
  concurrency?: number;
  /** Minimum gap between page requests to the site, per job. */
  gapMs?: number;
  timeoutMs?: number;
};

/**
 * The bulk import job: the bulk_import_jobs row is the queue entry. A run imports the
 * URLs not yet in progressData, two at a time, writing each outcome as it lands; it stops between
 * URLs when the job is cancelled or taken over, and a later run resumes where it left off.
 */
export function bulkImportJobDefinition(
  ctx: AppContext,
  log: RunnerLog,
  options: BulkImportJobOptions = {},
): JobDefinition<q.JobRow> {
  const staleSeconds = options.staleSeconds ?? 30;
  return {
    name: 'bulk-import',
    claim: (workerId) => q.claimJob(ctx.db, workerId, staleSeconds),
    heartbeat: (job, workerId) => q.heartbeatJob(ctx.db, job.id, workerId),
    release: (job, workerId) => q.releaseJob(ctx.db, job.id, workerId),
    run: (job, { workerId, signal }) => runBulkImport(ctx, log, options, job, workerId, signal),
  };
}

async function runBulkImport(
  ctx: AppContext,
  log: RunnerLog,
  options: BulkImportJobOptions,
  job: q.JobRow,
  workerId: string,
  signal: AbortSignal,
): Promise<void> {
  const done = new Set(job.progressData.map((e) => e.url));
  const remaining = job.sourceUrls.filter((u) => !done.has(u));
  const concurrency = options.concurrency ?? 2;
  const fetcher = createImportFetcher(ctx.config, {
    throttle: { concurrency, gapMs: options.gapMs ?? 150 },
    timeoutMs: options.timeoutMs,
  });
  let stopped = false;

  const lane = async () => {
    while (!stopped && !signal.aborted) {
      const url = remaining.shift();
      if (url === undefined) return;
      let entry;
      try {
        entry = await importListingUrl(ctx, fetcher, job.userId, url, { signal, log });
      } catch (err) {
        if (signal.aborted) return;
        throw err;
      }
      // A crash writes nothing more; a clean stop still records the URL it just finished.
      if (signal.aborted && signal.reason === 'crash') return;
      // False: cancelled, or another worker holds the job now. Either way, stop touching it.
      if (!(await q.recordProgress(ctx.db, job.id, workerId, entry))) stopped = true;
    }
  };

  try {
    await Promise.all(Array.from({ length: concurrency }, lane));
  } catch (err) {
    log.error({ err, job: job.id }, 'bulk import stopped unexpectedly');
    await finishBulkImport(
      ctx,
      job.id,
      workerId,
      'failed',
      'The import stopped unexpectedly. Please try again.',
    );
    return;
  }
  if (stopped || signal.aborted) return;

  const final = await q.findJob(ctx.db, job.id);
  if (!final || final.status !== 'processing') return;
  const firstError = final.progressData.find((e) => e.status === 'failed')?.error;
  if (final.totalUrls > 0 && final.successfulUrls === 0) {
    await finishBulkImport(
      ctx,
      job.id,
      workerId,
      'failed',
      `None of the listings could be imported: ${firstError ?? 'unknown error'}`,
    );
  } else {
    await finishBulkImport(ctx, job.id, workerId, 'completed', null);
  }
  log.info({ job: job.id, imported: final.successfulUrls, failed: final.failedUrls }, 'bulk import finished');
}
