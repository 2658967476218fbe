import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { Notification, NotificationEvent } from '#shared/notifications.js';
import type { DatabaseHandle } from '../../db/client.js';
import { countUnread } from './notifications.queries.js';

/** One channel for every user; a message names its user. Lower-case: LISTEN folds identifiers. */
export const NOTIFICATION_CHANNEL = 'rethread_notifications';

/** What travels on the channel: whose count changed, and the notification that changed it, if any. */
export type NotificationMessage = { userId: string; notification?: Notification };

const KEEP_ALIVE_MS = 15_000;
// Bounded like the live-show streams: a process keeps at most this many open, a person at most a
// handful (tabs); their oldest stream gives way to a new one.
const MAX_STREAMS = 10_000;
const MAX_STREAMS_PER_USER = 10;
// A client that stops reading must not make this process buffer without bound.
const MAX_BUFFERED_BYTES = 64 * 1024;

/**
 * Fans notifications out to this process's open Server-Sent-Event streams. A notification is
 * published with pg_notify inside the transaction that created it, so PostgreSQL (and PGlite, which
 * queues it the same way) delivers it to every instance's LISTEN only when that transaction commits;
 * each instance then tells the streams it holds for that user, with their unread count.
 */
export class NotificationHub {
  private readonly streams = new Map<string, Set<ServerResponse>>();
  private total = 0;
  private unlisten: (() => Promise<void>) | undefined;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    private readonly database: DatabaseHandle,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(): Promise<void> {
    this.unlisten = await this.database.listen(NOTIFICATION_CHANNEL, (payload) => this.receive(payload));
    this.timer = setInterval(() => this.keepAlive(), KEEP_ALIVE_MS);
    this.timer.unref();
  }

  /** Ends every open stream (before the HTTP server waits for connections to finish). */
  endStreams(): void {
    this.stopped = true;
    for (const set of this.streams.values()) for (const res of set) res.end();
    this.streams.clear();
    this.total = 0;
  }

  async stop(): Promise<void> {
    this.endStreams();
    clearInterval(this.timer);
    await this.unlisten?.().catch((err: unknown) => this.log.warn({ err }, 'notifications: unlisten failed'));
  }

  get accepting(): boolean {
    return !this.stopped && this.total < MAX_STREAMS;
  }

  /** Registers an open stream of the user; it is removed again when the connection closes. */
  attach(userId: string, res: ServerResponse): void {
    // Closing began while this request was on its way: nothing would end the stream later.
    if (this.stopped) {
      res.end();
      return;
    }
    let set = this.streams.get(userId);
    if (!set) this.streams.set(userId, (set = new Set()));
    if (set.size >= MAX_STREAMS_PER_USER) set.values().next().value?.end();
    set.add(res);
    this.total++;
    res.on('close', () => {
      if (!set.delete(res)) return;
      this.total--;
      if (set.size === 0 && this.streams.get(userId) === set) this.streams.delete(userId);
    });
  }

  private receive(payload: string): void {
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
    const frame = `data: ${JSON.stringify(event)}\n\n`;
    for (const res of this.streams.get(userId) ?? []) write(res, frame);
  }

  private keepAlive(): void {
    for (const set of this.streams.values()) for (const res of set) write(res, ': keep-alive\n\n');
  }
}

/** Writes a frame unless the stream is gone; a stream that stopped reading is dropped, not buffered. */
export function write(res: ServerResponse, frame: string): void {
  if (res.writableEnded || res.destroyed) return;
  if (res.writableLength > MAX_BUFFERED_BYTES) {
    res.destroy();
    return;
  }
  res.write(frame);
}
