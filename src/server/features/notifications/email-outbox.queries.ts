import { eq, sql } from 'drizzle-orm';
import {
  NOTIFICATION_EMAIL_DEFAULTS,
  type EmailPayload,
  type NotificationType,
} from '#shared/notifications.js';
import type { Db } from '../../db/client.js';
import { rowsOf } from '../../db/rows.js';
import { emailOutbox, notificationPreferences, users } from '../../db/schema.js';
import { wakeWorkersOnCommit } from '../../lib/jobs/job-rows.js';

/**
 * The outbox side of notification e-mails: queuing one in the event's transaction, and the claim,
 * heartbeat and hand-back of the delivery job (email-delivery.ts), the same protocol as the import
 * jobs (lib/jobs/runner.ts): FOR UPDATE SKIP LOCKED, so two workers never take one row.
 */

/** How long a grouped e-mail waits for the rest of its burst (say, a conversation's next messages). */
export const EMAIL_GROUP_DELAY_SECONDS = 5 * 60;

export type QueuedEmail = {
  userId: string;
  type: NotificationType;
  payload: EmailPayload;
  groupKey?: string;
};

/**
 * Queues the e-mails of notifications whose people want their type e-mailed (their choice, else the
 * type's default), in the caller's transaction: one statement for a whole batch.
 */
export async function queueNotificationEmails(tx: Db, emails: QueuedEmail[]): Promise<void> {
  const single = emails.filter((e) => e.groupKey);
  const batch = emails.filter((e) => !e.groupKey);
  for (const email of single) await queueGroupedEmail(tx, email);
  if (batch.length === 0) return;
  const rows = rowsOf<{ id: string }>(
    await tx.execute(sql`
      insert into email_outbox (to_address, subject, user_id, notification_type, payload)
      select u.email, e.payload ->> 'title', u.id, e.type, e.payload
        from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb) as e("userId" uuid, type text, payload jsonb)
        join users u on u.id = e."userId"
        left join notification_preferences p on p.user_id = u.id
       where coalesce((p.email ->> e.type)::boolean, (${JSON.stringify(NOTIFICATION_EMAIL_DEFAULTS)}::jsonb ->> e.type)::boolean)
      returning id`),
  );
  // Wakes a worker when the transaction commits.
  if (rows.length) await wakeWorkersOnCommit(tx, 'email');
}

/** A group is per recipient: both people of a conversation name the same group for their e-mails. */
const groupKeyOf = (userId: string, group: string) => `${userId}:${group}`;

/** Drops the person's unsent e-mail of a group that no worker has taken yet (they saw it in the app). */
export async function dropUnsentGroupEmail(tx: Db, userId: string, group: string): Promise<void> {
  await tx.execute(sql`
    update email_outbox set failed_at = now(), last_error = 'seen in the app before sending', group_key = null
     where group_key = ${groupKeyOf(userId, group)} and sent_at is null and locked_by is null`);
}

/**
 * A grouped e-mail joins its group's unsent row when there is one: one e-mail tells of the whole burst,
 * with the latest notification's words, once the group has waited.
 */
async function queueGroupedEmail(tx: Db, email: QueuedEmail): Promise<void> {
  await tx.execute(sql`
    insert into email_outbox (to_address, subject, user_id, notification_type, payload, group_key, send_after)
    select u.email, ${email.payload.title}, u.id, ${email.type}, ${JSON.stringify(email.payload)}::jsonb,
           ${groupKeyOf(email.userId, email.groupKey!)}, now() + make_interval(secs => ${EMAIL_GROUP_DELAY_SECONDS})
      from users u
      left join notification_preferences p on p.user_id = u.id
     where u.id = ${email.userId}
       and coalesce((p.email ->> ${email.type})::boolean, ${NOTIFICATION_EMAIL_DEFAULTS[email.type]})
    on conflict (group_key) where sent_at is null and group_key is not null
    do update set group_count = email_outbox.group_count + 1,
                  payload = excluded.payload,
                  subject = excluded.subject`);
}

export type OutboxJob = typeof emailOutbox.$inferSelect;

/** `now()`, or the tests' clock: what "due" is measured against. */
const nowOf = (clock?: () => Date) => (clock ? sql`${clock().toISOString()}::timestamptz` : sql`now()`);

/**
 * Takes the oldest due notification e-mail for this worker: unsent, not given up, due, and free or
 * held by a worker whose heartbeat went stale (it died mid-send). Claiming closes its group, so what
 * arrives from now on starts a new e-mail instead of changing one that is being sent.
 */
export async function claimEmail(
  db: Db,
  workerId: string,
  staleSeconds: number,
  clock?: () => Date,
): Promise<OutboxJob | undefined> {
  const rows = await db.execute(sql`
    update email_outbox set locked_by = ${workerId}, heartbeat_at = now(), group_key = null
     where id = (
       select id from email_outbox
        where sent_at is null and failed_at is null and payload is not null
          and send_after <= ${nowOf(clock)}
          and (locked_by is null or heartbeat_at < now() - make_interval(secs => ${staleSeconds}))
        order by send_after
        limit 1
        for update skip locked)
    returning id`);
  const id = rowsOf<{ id: string }>(rows)[0]?.id;
  if (!id) return undefined;
  const [row] = await db
    .select()
    .from(emailOutbox)
    .where(sql`${emailOutbox.id} = ${id}`);
  return row;
}

/** Proves the worker alive; false once another worker took the row over. */
export async function heartbeatEmail(db: Db, id: string, workerId: string): Promise<boolean> {
  const rows = await db.execute(sql`
    update email_outbox set heartbeat_at = now() where id = ${id} and locked_by = ${workerId} returning id`);
  return rowsOf(rows).length > 0;
}

export async function releaseEmail(db: Db, id: string, workerId: string): Promise<void> {
  await db.execute(
    sql`update email_outbox set locked_by = null where id = ${id} and locked_by = ${workerId}`,
  );
}

/** Records the delivered message (as rendered) and frees the row; only while this worker holds it. */
export async function markEmailSent(
  db: Db,
  id: string,
  workerId: string,
  sent: { subject: string; text: string; html: string },
): Promise<void> {
  await db.execute(sql`
    update email_outbox
       set sent_at = now(), attempts = attempts + 1, locked_by = null, last_error = null,
           subject = ${sent.subject}, body_text = ${sent.text}, body_html = ${sent.html}
     where id = ${id} and locked_by = ${workerId}`);
}

/** Backs off before the next attempt; after the last one the row is marked failed and kept as the record. */
export async function markEmailAttemptFailed(
  db: Db,
  id: string,
  workerId: string,
  error: string,
  retryInSeconds: number | null,
): Promise<void> {
  await db.execute(sql`
    update email_outbox
       set attempts = attempts + 1, last_error = ${error.slice(0, 1000)}, locked_by = null,
           send_after = now() + make_interval(secs => ${retryInSeconds ?? 0}),
           failed_at = ${retryInSeconds === null ? sql`now()` : sql`null`}
     where id = ${id} and locked_by = ${workerId}`);
}

/** The recipient of a notification e-mail as they are now: their name, address and e-mail choices. */
export async function recipientOf(db: Db, userId: string) {
  const [recipient] = await db
    .select({ display: users.display, email: users.email, choices: notificationPreferences.email })
    .from(users)
    .leftJoin(notificationPreferences, eq(notificationPreferences.userId, users.id))
    .where(eq(users.id, userId));
  return recipient;
}
