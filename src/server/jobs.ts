import type { AppContext } from './context.js';
import { VACUUM_EVERY_SECONDS, vacuumEmbedded } from './db/vacuum.js';
import { deleteExpiredSessions } from './features/auth/auth.jobs.js';
import { endExpiredAways } from './features/away/away.service.js';
import { expireDueCheckouts } from './features/checkout/checkout.expiry.js';
import { closeUnreturnedClaims, escalateUnansweredClaims } from './features/claims/claims.service.js';
import { csvImportJobDefinition, type CsvImportJobOptions } from './features/imports/imports.csv-jobs.js';
import { bulkImportJobDefinition, type BulkImportJobOptions } from './features/imports/imports.jobs.js';
import { checkImportedSources } from './features/imports/imports.source-check.js';
import {
  emailDeliveryJobDefinition,
  type EmailDeliveryOptions,
} from './features/notifications/email-delivery.js';
import { transferDueEarnings } from './features/earnings/stripe-connect.service.js';
import { fanoutJobDefinition, type FanoutJobOptions } from './features/notifications/fanout.service.js';
import { sendFollowedListingsDigests } from './features/notifications/fanout-digest.js';
import { warnExpiringOffers } from './features/offers/offers.expiring.js';
import { alertSavedSearches } from './features/saved-searches/saved-searches.alerts.js';
import { sendSavedSearchDigests } from './features/saved-searches/saved-searches.digest.js';
import { expireAllDueOffers } from './features/offers/offers.service.js';
import { cancelUnshippedOrders, completeDeliveredOrders } from './features/orders/orders.timers.js';
import { pruneOldViews } from './features/seller-stats/views.service.js';
import { labelJobDefinition, type LabelJobOptions } from './features/shipments/labels.job.js';
import { JOBS_CHANNEL } from './lib/jobs/job-rows.js';
import { createJobRunner, type JobRunner, type RunnerLog, type RunnerOptions } from './lib/jobs/runner.js';
import {
  createScheduler,
  type Clock,
  type ScheduledJob,
  type Scheduler,
  type SchedulerOptions,
} from './lib/jobs/schedule.js';
import { deleteStaleRateLimits } from './lib/rate-limit.js';

/**
 * Every piece of background work, as app.ts is every route (docs/decisions/012-background-jobs.md):
 * the queued job kinds (a row per job, claimed by one worker and resumed after a crash) and the
 * periodic jobs with their schedules (each due run happens once across every app instance). It runs
 * inside the web process when RUN_WORKER is true (the default), or alone in `npm run worker`.
 */

const MINUTE = 60;

/**
 * Every periodic job and how often it runs. Each is a sweep: running it again is harmless. The order
 * timers read `clock`, the scheduler's, so a test that moves the scheduler's time moves theirs.
 */
export function scheduledJobs(ctx: AppContext, clock: Clock = () => new Date()): ScheduledJob[] {
  const jobs: ScheduledJob[] = [
    // Reads already apply an offer's expiry to the rows they return; this also lapses offers nobody
    // looks at, so counts and the seller's open offers stay right, and ends acceptances whose 24-hour
    // hold on a listing ran out, telling their buyer within a minute.
    { name: 'offers.expire', everySeconds: MINUTE, run: () => expireAllDueOffers(ctx.db, clock()) },
    // Buyers hear once that their offer expires within 6 hours; a few minutes late is still in time.
    { name: 'offers.warn-expiring', everySeconds: 5 * MINUTE, run: () => warnExpiringOffers(ctx.db) },
    // Hourly, though each follower hears at most once a day: a day's digests spread over the hours.
    {
      name: 'notifications.followed-digest',
      everySeconds: 60 * MINUTE,
      run: () => sendFollowedListingsDigests(ctx.db),
    },
    // Saved searches: new matching listings are told within five minutes.
    {
      name: 'savedSearches.alert',
      everySeconds: 5 * MINUTE,
      run: () => alertSavedSearches(ctx, clock()),
    },
    // Hourly, though each saved search is e-mailed at most once a day.
    {
      name: 'savedSearches.digest',
      everySeconds: 60 * MINUTE,
      run: () => sendSavedSearchDigests(ctx, clock()),
    },
    // Confirming and reopening a checkout apply its expiry; this ends the checkouts nobody comes back
    // to and cancels their intents at the provider within a minute, so a forgotten tab cannot be paid.
    { name: 'checkout.expire', everySeconds: MINUTE, run: () => expireDueCheckouts(ctx) },
    // The published order timers (shared/order-timers.ts) count in days: a few minutes late is on time.
    {
      name: 'orders.complete-delivered',
      everySeconds: 5 * MINUTE,
      run: () => completeDeliveredOrders(ctx, clock()),
    },
    {
      name: 'orders.cancel-unshipped',
      everySeconds: 5 * MINUTE,
      run: () => cancelUnshippedOrders(ctx, clock()),
    },
    // The claims' timers count in days too.
    {
      name: 'claims.escalate-unanswered',
      everySeconds: 5 * MINUTE,
      run: () => escalateUnansweredClaims(ctx, clock()),
    },
    {
      name: 'claims.close-unreturned',
      everySeconds: 5 * MINUTE,
      run: () => closeUnreturnedClaims(ctx, clock()),
    },
    // Reads already treat a passed away date as no away; this clears it and tells the seller their
    // closet is open again, within a minute.
    { name: 'away.end-expired', everySeconds: MINUTE, run: () => endExpiredAways(ctx.db, clock()) },
    // Imported items that sold on their own site leave Rethread within the day: each minute, one
    // listing per site, oldest-checked first, so no site is asked more than once a minute.
    {
      name: 'imports.source-check',
      everySeconds: MINUTE,
      run: () => checkImportedSources(ctx, clock()),
    },
    // View rows are only needed for the current hour's de-duplication.
    { name: 'listing-views.prune', everySeconds: 15 * MINUTE, run: () => pruneOldViews(ctx) },
    { name: 'sessions.delete-expired', everySeconds: 60 * MINUTE, run: () => deleteExpiredSessions(ctx) },
    { name: 'rate-limits.delete-stale', everySeconds: 10 * MINUTE, run: () => deleteStaleRateLimits(ctx.db) },
  ];
  // With Stripe Connect, completed orders' earnings go to sellers' accounts within a minute; in test
  // mode sellers ask for their payouts instead.
  if (ctx.connect) {
    jobs.push({ name: 'payouts.transfer', everySeconds: MINUTE, run: () => transferDueEarnings(ctx) });
  }
  // PostgreSQL's autovacuum does this itself; PGlite has none.
  if (ctx.database.kind === 'pglite') {
    jobs.push({
      name: 'database.vacuum',
      everySeconds: VACUUM_EVERY_SECONDS,
      run: () => vacuumEmbedded(ctx.database),
    });
  }
  return jobs;
}

export type WorkerOptions = RunnerOptions & {
  bulkImport?: BulkImportJobOptions;
  csvImport?: CsvImportJobOptions;
  email?: EmailDeliveryOptions;
  fanout?: FanoutJobOptions;
  labels?: LabelJobOptions;
};

/** The queued job kinds' runner, started: a worker claims rows from their tables. */
export async function startWorkers(
  ctx: AppContext,
  log: RunnerLog,
  options: WorkerOptions = {},
): Promise<JobRunner> {
  const { bulkImport, csvImport, email, fanout, labels, ...runnerOptions } = options;
  const definitions = [
    bulkImportJobDefinition(ctx, log, bulkImport),
    csvImportJobDefinition(ctx, log, csvImport),
    emailDeliveryJobDefinition(ctx, log, email),
    fanoutJobDefinition(ctx, log, fanout),
    labelJobDefinition(ctx, log, labels),
  ];
  const runner = createJobRunner(definitions, log, {
    // Wake up as soon as a job is queued, from any process (LISTEN/NOTIFY); polling covers the rest.
    subscribe: (wake) => ctx.database.listen(JOBS_CHANNEL, () => wake()),
    ...runnerOptions,
  });
  await runner.start();
  return runner;
}

/** The periodic jobs' scheduler, not started. */
export function jobScheduler(ctx: AppContext, log: RunnerLog, options: SchedulerOptions = {}): Scheduler {
  return createScheduler(ctx.db, scheduledJobs(ctx, options.clock), log, options);
}

export type BackgroundWork = {
  /** False when RUN_WORKER is false: this process runs no jobs at all. */
  readonly running: boolean;
  /** Clean stop: no new claims or runs; queued jobs running now are handed back between steps. */
  stop(): Promise<void>;
};

/**
 * Starts the workers and the scheduler when this process runs jobs (RUN_WORKER); the jobs due now run
 * before it answers.
 */
export async function startBackgroundWork(
  ctx: AppContext,
  log: RunnerLog,
  options: { workers?: WorkerOptions; schedule?: SchedulerOptions } = {},
): Promise<BackgroundWork> {
  if (!ctx.config.runWorker) return { running: false, stop: async () => {} };
  const workers = await startWorkers(ctx, log, options.workers);
  const scheduler = jobScheduler(ctx, log, options.schedule);
  await scheduler.start();
  return {
    running: true,
    stop: async () => {
      await Promise.all([workers.stop(), scheduler.stop()]);
    },
  };
}
