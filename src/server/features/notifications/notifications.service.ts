import {
  NOTIFICATION_EMAIL_DEFAULTS,
  NOTIFICATION_TYPES,
  NOTIFICATIONS_PAGE_SIZE,
  notificationMessages,
  type MarkNotificationsReadInput,
  type Notification,
  type NotificationList,
  type NotificationPreferences,
  type NotificationType,
  type UpdateNotificationPreferencesInput,
} from '#shared/notifications.js';
import { isUuid } from '#shared/ids.js';
import { clipText } from '#shared/text-rules.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { notifyOnCommit } from '../../db/notify-on-commit.js';
import { badRequest } from '../../lib/errors.js';
import { dropUnsentGroupEmail, queueNotificationEmails } from './email-outbox.queries.js';
import { NOTIFICATION_CHANNEL, type NotificationMessage } from './notifications.events.js';
import * as q from './notifications.queries.js';

// Bounds what one notification carries: the list stays readable and the live message stays far below
// NOTIFY's 8,000-byte payload limit, whatever a comment or an offer's message said.
const MAX_TITLE = 200;
const MAX_BODY = 500;

const toNotification = (row: q.NotificationRow): Notification => ({
  id: row.id,
  type: row.type,
  title: row.title,
  body: row.body,
  url: row.url,
  readAt: row.readAt ? row.readAt.toISOString() : null,
  createdAt: row.createdAt.toISOString(),
});

export type NewNotification = {
  userId: string;
  type: NotificationType;
  title: string;
  body: string;
  /** The page it is about: /offers, /orders, /listing/<id>. */
  url: string;
  /**
   * Notifications with the same group (say `conversation:<id>`) share one e-mail while it is unsent:
   * a burst of messages becomes one e-mail, sent a few minutes after the first.
   */
  emailGroup?: string;
};

/**
 * Tells a person about an event, in the transaction of the event itself: the row is inserted with it,
 * the live message is a pg_notify in it (which the database delivers only on commit), and its e-mail,
 * when the person wants this type e-mailed, is queued in the outbox with it. An event that rolls back
 * leaves no notification, sends nothing to any open stream and e-mails nobody.
 */
export async function notify(tx: Db, input: NewNotification): Promise<Notification> {
  const [notification] = await notifyMany(tx, [input]);
  return notification!;
}

/**
 * Tells several people at once, in the caller's transaction, as notify does for one, with one insert,
 * one publish and one e-mail queueing for the whole batch: what a fan-out job calls for each batch of
 * likers or followers.
 */
export async function notifyMany(tx: Db, inputs: NewNotification[]): Promise<Notification[]> {
  if (inputs.length === 0) return [];
  const rows = await q.insertNotifications(
    tx,
    inputs.map(({ userId, type, title, body, url }) => ({
      userId,
      type,
      url,
      title: clipText(title, MAX_TITLE),
      body: clipText(body, MAX_BODY),
    })),
  );
  const sent = rows.map(toNotification);
  await notifyOnCommit(
    tx,
    NOTIFICATION_CHANNEL,
    sent.map((notification, i) => JSON.stringify({ userId: rows[i]!.userId, notification })),
  );
  await queueNotificationEmails(
    tx,
    rows.map((row, i) => ({
      userId: row.userId,
      type: row.type,
      payload: { title: row.title, body: row.body, url: row.url },
      groupKey: inputs[i]!.emailGroup,
    })),
  );
  return sent;
}

/**
 * The person has seen what a page is about (say, opened the conversation): its unread notifications
 * are read, every open bell of theirs follows, and that group's e-mail, if it has not gone out yet, is
 * dropped — they read it already.
 */
export async function markSeen(
  tx: Db,
  userId: string,
  about: { url: string; emailGroup?: string },
): Promise<void> {
  if ((await q.markReadAbout(tx, userId, about.url)) > 0) await publish(tx, { userId });
  if (about.emailGroup) await dropUnsentGroupEmail(tx, userId, about.emailGroup);
}

function publish(tx: Db, message: NotificationMessage): Promise<void> {
  return notifyOnCommit(tx, NOTIFICATION_CHANNEL, JSON.stringify(message));
}

/** The signed-in user's notifications, newest first, a page at a time, with their unread count. */
export async function listNotifications(
  ctx: AppContext,
  userId: string,
  cursor: string | undefined,
): Promise<NotificationList> {
  if (cursor !== undefined && !(isUuid(cursor) && (await q.findCursorRow(ctx.db, userId, cursor)))) {
    throw badRequest(notificationMessages.badCursor);
  }
  const rows = await q.listPage(ctx.db, userId, cursor, NOTIFICATIONS_PAGE_SIZE + 1);
  const page = rows.slice(0, NOTIFICATIONS_PAGE_SIZE);
  return {
    notifications: page.map(toNotification),
    nextCursor: rows.length > NOTIFICATIONS_PAGE_SIZE ? page[page.length - 1]!.id : null,
    unreadCount: await q.countUnread(ctx.db, userId),
  };
}

export function unreadCount(ctx: AppContext, userId: string): Promise<number> {
  return q.countUnread(ctx.db, userId);
}

/**
 * Marks notifications read: only the caller's own (an id that is someone else's, or no one's, simply
 * matches nothing, so the answer never tells whether it exists). Every open stream of the user hears
 * the new count, so another tab's bell follows.
 */
export async function markRead(
  ctx: AppContext,
  userId: string,
  input: MarkNotificationsReadInput,
): Promise<{ unreadCount: number }> {
  return ctx.db.transaction(async (t) => {
    const tx = t as Db;
    const changed = await q.markRead(tx, userId, 'all' in input ? 'all' : input.ids);
    if (changed > 0) await publish(tx, { userId });
    return { unreadCount: await q.countUnread(tx, userId) };
  });
}

// Only today's types: a stored choice for a type that no longer exists is ignored.
const withDefaults = (overrides: Partial<Record<NotificationType, boolean>>): NotificationPreferences => ({
  email: Object.fromEntries(
    NOTIFICATION_TYPES.map((type) => [type, overrides[type] ?? NOTIFICATION_EMAIL_DEFAULTS[type]]),
  ) as Record<NotificationType, boolean>,
});

/** Whether each type is e-mailed: the defaults, overridden by what the user chose. */
export async function getPreferences(ctx: AppContext, userId: string): Promise<NotificationPreferences> {
  return withDefaults(await q.findEmailOverrides(ctx.db, userId));
}

/** Changes the types given; the others keep their setting (or default). */
export async function updatePreferences(
  ctx: AppContext,
  userId: string,
  input: UpdateNotificationPreferencesInput,
): Promise<NotificationPreferences> {
  const changes = Object.fromEntries(
    Object.entries(input.email).filter(([, on]) => typeof on === 'boolean'),
  ) as Partial<Record<NotificationType, boolean>>;
  return withDefaults(await q.mergeEmailOverrides(ctx.db, userId, changes));
}
