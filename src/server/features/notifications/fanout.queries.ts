import { and, eq, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  claimOldestJob,
  heartbeatHeldJob,
  jobHeldBy,
  releaseHeldJob,
} from '../../lib/jobs/job-rows.queries.js';
import { favorites, follows, notificationFanouts, userBlocks, users } from '../../db/schema.js';

export type FanoutRow = typeof notificationFanouts.$inferSelect;
export type NewFanout = Pick<
  typeof notificationFanouts.$inferInsert,
  'userId' | 'audience' | 'subjectId' | 'exceptUserIds' | 'type' | 'title' | 'body' | 'url'
>;

export async function insertFanout(db: Db, values: NewFanout): Promise<string> {
  const [row] = await db.insert(notificationFanouts).values(values).returning({ id: notificationFanouts.id });
  return row!.id;
}

export async function findFanout(db: Db, id: string): Promise<FanoutRow | undefined> {
  const [row] = await db.select().from(notificationFanouts).where(eq(notificationFanouts.id, id));
  return row;
}

/** The oldest runnable fan-out for this worker (lib/jobs/job-rows.queries.ts). */
export const claimFanout = (db: Db, workerId: string, staleSeconds: number): Promise<FanoutRow | undefined> =>
  claimOldestJob(db, notificationFanouts, workerId, staleSeconds);

const heldBy = (id: string, workerId: string) => jobHeldBy(notificationFanouts, id, workerId);

export const heartbeatFanout = (db: Db, id: string, workerId: string): Promise<boolean> =>
  heartbeatHeldJob(db, notificationFanouts, id, workerId);

/** A clean stop hands the job back at once, instead of waiting for its heartbeat to go stale. */
export const releaseFanout = (db: Db, id: string, workerId: string): Promise<void> =>
  releaseHeldJob(db, notificationFanouts, id, workerId);

/**
 * Moves the cursor past a batch, only if this worker still holds the job and nobody moved the cursor
 * since it read it: false means the batch must roll back (someone else is telling these people).
 */
export async function advanceFanout(
  db: Db,
  job: { id: string; cursor: string | null },
  workerId: string,
  lastRecipient: string,
  told: number,
): Promise<boolean> {
  const rows = await db
    .update(notificationFanouts)
    .set({
      cursor: lastRecipient,
      notifiedCount: sql`${notificationFanouts.notifiedCount} + ${told}`,
      heartbeatAt: sql`now()`,
    })
    .where(
      and(
        heldBy(job.id, workerId),
        sql`${notificationFanouts.cursor} is not distinct from ${job.cursor}::uuid`,
      ),
    )
    .returning({ id: notificationFanouts.id });
  return rows.length === 1;
}

export async function finishFanout(db: Db, id: string, workerId: string): Promise<void> {
  await db
    .update(notificationFanouts)
    .set({ status: 'completed', completedAt: sql`now()`, lockedBy: null, heartbeatAt: null })
    .where(heldBy(id, workerId));
}

/** Neither side blocked the other: someone who blocked a seller hears nothing of their listings. */
const notBlocked = (recipient: SQL, actorId: string) => sql`not exists (
  select 1 from ${userBlocks} b
   where (b.blocker_id = ${recipient} and b.blocked_id = ${actorId})
      or (b.blocker_id = ${actorId} and b.blocked_id = ${recipient}))`;

/**
 * The next recipients after `cursor`, in user-id order: the listing's likers or the person's
 * followers as they are now (someone who unliked or deleted their account in the meantime is not told),
 * never the people excepted, the job's own user, or anyone blocked either way.
 */
export async function nextRecipients(db: Db, job: FanoutRow, limit: number): Promise<string[]> {
  const [table, who, subject] =
    job.audience === 'likers'
      ? [favorites, favorites.userId, favorites.listingId]
      : [follows, follows.followerId, follows.followedId];
  const rows = await db
    .select({ id: who })
    .from(table)
    .innerJoin(users, eq(users.id, who))
    .where(
      and(
        eq(subject, job.subjectId),
        job.cursor ? sql`${who} > ${job.cursor}::uuid` : undefined,
        sql`${who} <> ${job.userId}`,
        job.exceptUserIds.length ? notInArray(who, job.exceptUserIds) : undefined,
        notBlocked(sql`${who}`, job.userId),
      ),
    )
    .orderBy(who)
    .limit(limit);
  return rows.map((r) => r.id);
}
