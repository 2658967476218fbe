import type { AppContext } from '../../context.js';
import { csvImportJobDefinition, type CsvImportJobOptions } from '../../features/imports/imports.csv-jobs.js';
import { bulkImportJobDefinition, type BulkImportJobOptions } from '../../features/imports/imports.jobs.js';
import { JOBS_CHANNEL } from '../../features/imports/imports.service.js';
import { createJobRunner, type JobRunner, type RunnerLog, type RunnerOptions } from './runner.js';

export type WorkerOptions = RunnerOptions & {
  bulkImport?: BulkImportJobOptions;
  csvImport?: CsvImportJobOptions;
};

/**
 * Every kind of background job, as app.ts is every route: started inside the web process by
 * main.ts (RUN_WORKER, the default) or alone by worker.ts (`npm run worker`).
 */
export async function startWorkers(
  ctx: AppContext,
  log: RunnerLog,
  options: WorkerOptions = {},
): Promise<JobRunner> {
  const { bulkImport, csvImport, ...runnerOptions } = options;
  const definitions = [
    bulkImportJobDefinition(ctx, log, bulkImport),
    csvImportJobDefinition(ctx, log, csvImport),
  ];
  const runner = createJobRunner(definitions, log, {
    // Wake up as soon as a job is queued, from any process (LISTEN/NOTIFY); polling covers the rest.
    subscribe: (wake) => ctx.database.listen(JOBS_CHANNEL, () => wake()),
    ...runnerOptions,
  });
  await runner.start();
  return runner;
}
