import type { FastifyBaseLogger } from 'fastify';
import type { Message, MessageEvent } from '#shared/messages.js';
import type { DatabaseHandle } from '../../db/client.js';
import { ChannelHub, eventFrame, StreamSets } from '../../http/event-stream.js';
import * as q from './messages.queries.js';

/** One channel for every conversation; a message names its people. Lower-case: LISTEN folds identifiers. */
export const MESSAGE_CHANNEL = 'rethread_messages';

/**
 * What travels on the channel: whose unread totals changed, and the id of the message that changed
 * them, if any. Only the id: a 2,000-character body can exceed NOTIFY's 8,000-byte payload once
 * encoded, so each instance reads the (committed) message itself.
 */
export type MessageSignal = { userIds: string[]; messageId?: string };

export const toMessage = (row: q.MessageRow): Message => ({
  id: row.id,
  conversationId: row.conversationId,
  senderId: row.senderId,
  body: row.body,
  createdAt: row.createdAt.toISOString(),
});

/**
 * Fans messages out to this process's open Server-Sent-Event streams, as NotificationHub does for
 * notifications: a signal is a pg_notify inside the message's transaction, delivered to every
 * instance's LISTEN only on commit; each instance tells the streams it holds for both people.
 */
export class MessageHub extends ChannelHub {
  constructor(database: DatabaseHandle, log: FastifyBaseLogger) {
    super(database, log, MESSAGE_CHANNEL, new StreamSets({ maxTotal: 10_000, maxPerKey: 10 }));
  }

  protected receive(payload: string): void {
    let signal: MessageSignal;
    try {
      signal = JSON.parse(payload) as MessageSignal;
    } catch {
      return;
    }
    const listening = signal.userIds.filter((id) => this.streams.has(id));
    if (listening.length === 0) return;
    this.deliver(signal, listening).catch((err: unknown) =>
      this.log.warn({ err }, 'messages: live event failed'),
    );
  }

  private async deliver(signal: MessageSignal, userIds: string[]): Promise<void> {
    const db = this.database.db;
    const row = signal.messageId ? await q.findMessage(db, signal.messageId) : undefined;
    const message = row ? toMessage(row) : undefined;
    for (const userId of userIds) {
      // Read after the commit that sent the signal, so it includes it.
      const unreadCount = await q.countUnread(db, userId);
      const event: MessageEvent = message ? { unreadCount, message } : { unreadCount };
      this.streams.write(userId, eventFrame(event));
    }
  }
}
