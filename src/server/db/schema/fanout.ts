// Notifications that go to many people: the fan-out jobs (likers of a listing, followers of a seller)
// and the per-person mark of the daily digest of followed sellers' new listings.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { sqlList, tsz } from './columns.js';
import { JOB_STATUSES } from '../../../shared/imports.js';
import type { NotificationType } from '../../../shared/notifications.js';
import { jobColumns } from './operations.js';
import { ownedBy } from './people.js';

export const FANOUT_AUDIENCES = ['likers', 'followers'] as const;
export type FanoutAudience = (typeof FANOUT_AUDIENCES)[number];

/**
 * One notification for everyone in an audience: the event's transaction inserts the row (so a rollback
 * fans out nothing) and a worker tells the audience in batches. `cursor` is the last recipient told
 * (recipients go in user-id order), moved in the same transaction as each batch's notifications, so a
 * run resumed after a crash starts after the last committed batch and tells nobody twice. `user_id`
 * is whose event it is (the seller, the host): deleting that account drops its pending fan-outs.
 */
export const notificationFanouts = pgTable(
  'notification_fanouts',
  {
    ...jobColumns(),
    audience: text('audience', { enum: FANOUT_AUDIENCES }).notNull(),
    /** The listing (likers) or the person (followers) whose audience is told. */
    subjectId: uuid('subject_id').notNull(),
    /** People never told by this fan-out: the buyer of a sold listing, the seller. */
    exceptUserIds: uuid('except_user_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    type: text('type').$type<NotificationType>().notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    url: text('url').notNull(),
    cursor: uuid('cursor'),
    notifiedCount: integer('notified_count').notNull().default(0),
  },
  (t) => [
    index('notification_fanouts_open_idx')
      .on(t.createdAt)
      .where(sql`${t.status} in ('pending','processing')`),
    check('notification_fanouts_status_valid', sql`${t.status} in ${sql.raw(sqlList(JOB_STATUSES))}`),
    check('notification_fanouts_audience_valid', sql`${t.audience} in ${sql.raw(sqlList(FANOUT_AUDIENCES))}`),
  ],
);

/**
 * When a person was last sent the digest of their followed sellers' new listings, and up to which
 * listing creation time it told them: the digest goes at most once a day, and never repeats a listing.
 */
export const followDigests = pgTable('follow_digests', {
  userId: ownedBy('user_id').primaryKey(),
  lastSentAt: tsz('last_sent_at').notNull(),
  coveredUntil: tsz('covered_until').notNull(),
});
