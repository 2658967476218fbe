import type { NotificationType } from '#shared/notifications.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import type { FanoutAudience } from '../../db/schema.js';
import { wakeWorkersOnCommit } from '../../lib/jobs/job-rows.js';
import type { JobDefinition, RunnerLog } from '../../lib/jobs/runner.js';
import { notifyMany } from './notifications.service.js';
import * as q from './fanout.queries.js';

/**
 * Notifications for many people at once (a liked listing's price drop or sale, a followed host going
 * live). The event's transaction only queues a fan-out row, so an event that rolls back tells nobody
 * and the event stays as quick as it was; a worker then tells the audience a batch per transaction,
 * moving the job's cursor in the same transaction as the batch's notifications. A worker that dies
 * mid-way leaves the cursor at its last committed batch, and whoever resumes the job starts there:
 * nobody is told twice, nobody is skipped.
 */

export type FanoutJobOptions = {
  /** A processing job whose heartbeat is older than this is presumed orphaned and resumed. */
  staleSeconds?: number;
  /** Recipients told per transaction. */
  batchSize?: number;
};

const DEFAULT_BATCH_SIZE = 200;

export type Fanout = {
  /** Whose likers (of `subjectId`, a listing) or followers (of `subjectId`, a person) are told. */
  audience: FanoutAudience;
  subjectId: string;
  /** Whose event it is (the seller, the host): never told, and nobody who blocked them (or was blocked) is. */
  actorId: string;
  /** Others never told by this one: the buyer of a listing that sold. */
  except?: string[];
  type: NotificationType;
  title: string;
  body: string;
  url: string;
};

/** Queues a fan-out in the event's transaction; a worker is woken when it commits. */
export async function queueFanout(tx: Db, fanout: Fanout): Promise<string> {
  const { actorId, except, ...rest } = fanout;
  const id = await q.insertFanout(tx, { ...rest, userId: actorId, exceptUserIds: except ?? [] });
  await wakeWorkersOnCommit(tx, 'notification_fanout');
  return id;
}

export function fanoutJobDefinition(
  ctx: AppContext,
  log: RunnerLog,
  options: FanoutJobOptions = {},
): JobDefinition<q.FanoutRow> {
  const staleSeconds = options.staleSeconds ?? 30;
  const batchSize = options.batchSize ?? DEFAULT_BATCH_SIZE;
  return {
    name: 'notification-fanout',
    claim: (workerId) => q.claimFanout(ctx.db, workerId, staleSeconds),
    heartbeat: (job, workerId) => q.heartbeatFanout(ctx.db, job.id, workerId),
    release: (job, workerId) => q.releaseFanout(ctx.db, job.id, workerId),
    run: async (job, { workerId, signal }) => {
      let current: q.FanoutRow = job;
      // Between batches only: a batch is one transaction, so stopping inside one would change nothing.
      while (!signal.aborted) {
        const step = await fanoutBatch(ctx, current, workerId, batchSize);
        if (step === 'lost') return;
        if (step === 'done') {
          await q.finishFanout(ctx.db, job.id, workerId);
          log.info(
            { job: job.id, type: job.type, told: current.notifiedCount },
            'notification fan-out finished',
          );
          return;
        }
        current = step;
      }
    },
  };
}

class LostJob extends Error {}

/**
 * Tells the next batch of the audience and moves the cursor past it, in one transaction. Answers the
 * job as it now stands, 'done' when nobody is left, or 'lost' when the job is no longer this worker's
 * (then the batch rolled back, and whoever holds the job tells those people instead).
 */
export async function fanoutBatch(
  ctx: AppContext,
  job: q.FanoutRow,
  workerId: string,
  batchSize = DEFAULT_BATCH_SIZE,
): Promise<q.FanoutRow | 'done' | 'lost'> {
  try {
    return await ctx.db.transaction(async (t) => {
      const tx = t as Db;
      const recipients = await q.nextRecipients(tx, job, batchSize);
      if (recipients.length === 0) return 'done' as const;
      const last = recipients[recipients.length - 1]!;
      await notifyMany(
        tx,
        recipients.map((userId) => ({
          userId,
          type: job.type,
          title: job.title,
          body: job.body,
          url: job.url,
        })),
      );
      if (!(await q.advanceFanout(tx, job, workerId, last, recipients.length))) throw new LostJob();
      return { ...job, cursor: last, notifiedCount: job.notifiedCount + recipients.length };
    });
  } catch (err) {
    if (err instanceof LostJob) return 'lost';
    throw err;
  }
}
