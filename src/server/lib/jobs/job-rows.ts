import type { Db } from '../../db/client.js';
import { notifyOnCommit } from '../../db/notify-on-commit.js';

/**
 * Waking the job workers. The claim protocol of the job tables themselves is in job-rows.queries.ts.
 */

/** The channel that wakes every instance's workers when a job is queued; the payload names its kind. */
export const JOBS_CHANNEL = 'rethread_jobs';

/** Wakes the workers when the caller's transaction commits: a job that rolled back wakes nobody. */
export async function wakeWorkersOnCommit(tx: Db, kind: string): Promise<void> {
  await notifyOnCommit(tx, JOBS_CHANNEL, kind);
}
