import type { CsvRowResult } from '#shared/imports-csv.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { notify } from '../notifications/notifications.service.js';
import * as csvQ from './imports.csv.queries.js';
import * as q from './imports.queries.js';

/**
 * An import job's final status and its owner's notification, in one transaction: the conditional
 * UPDATE (only while this worker holds the job) decides, so a job finishes, and its owner hears of it,
 * once; a job cancelled by its owner meanwhile tells nobody.
 */

type Outcome = {
  status: 'completed' | 'failed';
  imported: number;
  failed: number;
  errorMessage: string | null;
};

const listings = (n: number) => (n === 1 ? '1 listing' : `${n} listings`);

function tellOwner(tx: Db, userId: string, what: 'closet' | 'CSV', outcome: Outcome) {
  const title =
    outcome.status === 'completed'
      ? `Your ${what} import finished: ${listings(outcome.imported)} imported`
      : `Your ${what} import failed`;
  const body =
    outcome.status === 'failed'
      ? (outcome.errorMessage ?? 'Please try again.')
      : outcome.failed > 0
        ? `${listings(outcome.failed)} could not be imported; see the import page for why.`
        : 'Everything was imported. Review your new listings in My Listings.';
  return notify(tx, { userId, type: 'import_finished', title, body, url: '/import' });
}

/** Finishes a bulk (closet) import job and tells its owner. */
export async function finishBulkImport(
  ctx: AppContext,
  id: string,
  workerId: string,
  status: 'completed' | 'failed',
  errorMessage: string | null,
): Promise<void> {
  await ctx.db.transaction(async (t) => {
    const tx = t as Db;
    const job = await q.finishJob(tx, id, workerId, status, errorMessage);
    if (!job) return;
    await tellOwner(tx, job.userId, 'closet', {
      status,
      errorMessage,
      imported: job.successfulUrls,
      failed: job.failedUrls,
    });
  });
}

const counted = (results: CsvRowResult[], ...statuses: CsvRowResult['status'][]) =>
  results.filter((r) => statuses.includes(r.status)).length;

/** Finishes a CSV import job and tells its owner; answers the finished job (undefined: not ours any more). */
export async function finishCsvImport(
  ctx: AppContext,
  id: string,
  workerId: string,
  status: 'completed' | 'failed',
  errorMessage: string | null,
): Promise<csvQ.CsvJobRowRecord | undefined> {
  return ctx.db.transaction(async (t) => {
    const tx = t as Db;
    const job = await csvQ.finishCsvJob(tx, id, workerId, status, errorMessage);
    if (!job) return undefined;
    await tellOwner(tx, job.userId, 'CSV', {
      status,
      errorMessage,
      imported: counted(job.results, 'created', 'draft'),
      failed: counted(job.results, 'failed'),
    });
    return job;
  });
}
