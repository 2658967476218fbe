import type { FastifyBaseLogger } from 'fastify';
import type { Notification, NotificationEvent } from '#shared/notifications.js';
import type { DatabaseHandle } from '../../db/client.js';
import { ChannelHub, eventFrame, StreamSets } from '../../http/event-stream.js';
import { countUnread } from './notifications.queries.js';

/** One channel for every user; a message names its user. Lower-case: LISTEN folds identifiers. */
export const NOTIFICATION_CHANNEL = 'rethread_notifications';

/** What travels on the channel: whose count changed, and the notification that changed it, if any. */
export type NotificationMessage = { userId: string; notification?: Notification };

/**
 * Fans notifications out to this process's open Server-Sent-Event streams. A notification is
 * published with pg_notify inside the transaction that created it, so PostgreSQL (and PGlite, which
 * queues it the same way) delivers it to every instance's LISTEN only when that transaction commits;
 * each instance then tells the streams it holds for that user, with their unread count.
 */
export class NotificationHub extends ChannelHub {
  constructor(database: DatabaseHandle, log: FastifyBaseLogger) {
    // A process keeps at most this many open, a person at most a handful (tabs); their oldest stream
    // gives way to a new one.
    super(database, log, NOTIFICATION_CHANNEL, new StreamSets({ maxTotal: 10_000, maxPerKey: 10 }));
  }

  protected receive(payload: string): void {
    let message: NotificationMessage;
    try {
      message = JSON.parse(payload) as NotificationMessage;
    } catch {
      return;
    }
    if (!this.streams.has(message.userId)) return;
    // The count is read after the commit that sent the message, so it includes it.
    countUnread(this.database.db, message.userId).then(
      (unreadCount) => {
        const event: NotificationEvent = message.notification
          ? { unreadCount, notification: message.notification }
          : { unreadCount };
        this.send(message.userId, event);
      },
      (err: unknown) => this.log.warn({ err }, 'notifications: unread count failed'),
    );
  }

  /** Writes one event to every open stream of the user on this instance. */
  send(userId: string, event: NotificationEvent): void {
    this.streams.write(userId, eventFrame(event));
  }
}
