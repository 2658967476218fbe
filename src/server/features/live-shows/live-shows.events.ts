import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { LiveShowEvent } from '#shared/live-shows.js';
import type { DatabaseHandle } from '../../db/client.js';
import { ChannelHub, eventFrame, KEEP_ALIVE_MS, StreamSets } from '../../http/event-stream.js';

/** One channel for every show; a message names its show. Lower-case: LISTEN folds identifiers. */
export const LIVE_SHOW_CHANNEL = 'rethread_live_shows';
// Another instance's viewer count is trusted this long after its last report (it re-reports every
// keep-alive), so a crashed instance stops inflating the count within a minute.
const PRESENCE_TTL_MS = KEEP_ALIVE_MS * 3;

type Message =
  | { kind: 'event'; showId: string; event: LiveShowEvent }
  | { kind: 'presence'; showId: string; instance: string; count: number };

/**
 * Fans live-show events out to this process's open Server-Sent-Event streams. Every instance
 * publishes through the database (NOTIFY on PostgreSQL, in-process on PGlite) and listens once, so
 * a question asked on one app server reaches viewers connected to any other.
 *
 * Viewer count = open event streams: this process's own streams counted directly, plus the latest
 * count each other instance reported (it reports on every change and again with every keep-alive).
 */
export class LiveShowHub extends ChannelHub {
  private readonly instance = randomUUID();
  private readonly remote = new Map<string, Map<string, { count: number; at: number }>>();

  constructor(database: DatabaseHandle, log: FastifyBaseLogger) {
    super(database, log, LIVE_SHOW_CHANNEL, new StreamSets({ maxTotal: 10_000 }));
  }

  viewerCount(showId: string): number {
    let total = this.streams.size(showId);
    const now = Date.now();
    for (const entry of this.remote.get(showId)?.values() ?? []) {
      if (now - entry.at <= PRESENCE_TTL_MS) total += entry.count;
    }
    return total;
  }

  /** Registers an open stream; it is removed again when the connection closes. */
  override attach(showId: string, res: ServerResponse): void {
    this.streams.attach(showId, res, () => this.viewersChanged(showId));
    this.viewersChanged(showId);
  }

  /** Sends an event to every viewer of the show on every instance. */
  async publish(showId: string, event: LiveShowEvent): Promise<void> {
    await this.send({ kind: 'event', showId, event });
  }

  private viewersChanged(showId: string): void {
    this.broadcast(showId, { type: 'viewers', viewerCount: this.viewerCount(showId) });
    void this.send({
      kind: 'presence',
      showId,
      instance: this.instance,
      count: this.streams.size(showId),
    });
  }

  private async send(message: Message): Promise<void> {
    try {
      await this.database.notify(LIVE_SHOW_CHANNEL, JSON.stringify(message));
    } catch (err) {
      // The write that caused the event is already stored; viewers catch up by polling or reconnecting.
      this.log.warn({ err }, 'live shows: notify failed');
    }
  }

  protected receive(payload: string): void {
    let message: Message;
    try {
      message = JSON.parse(payload) as Message;
    } catch {
      return;
    }
    if (message.kind === 'event') {
      this.broadcast(message.showId, message.event);
      return;
    }
    if (message.instance === this.instance) return;
    let byInstance = this.remote.get(message.showId);
    if (!byInstance) this.remote.set(message.showId, (byInstance = new Map()));
    const before = byInstance.get(message.instance)?.count ?? 0;
    if (message.count > 0) byInstance.set(message.instance, { count: message.count, at: Date.now() });
    else byInstance.delete(message.instance);
    if (byInstance.size === 0) this.remote.delete(message.showId);
    if (before !== message.count) {
      this.broadcast(message.showId, { type: 'viewers', viewerCount: this.viewerCount(message.showId) });
    }
  }

  private broadcast(showId: string, event: LiveShowEvent): void {
    this.streams.write(showId, eventFrame(event, event.type));
  }

  protected override keepAlive(): void {
    const now = Date.now();
    for (const [showId, byInstance] of this.remote) {
      for (const [instance, entry] of byInstance) {
        if (now - entry.at > PRESENCE_TTL_MS) byInstance.delete(instance);
      }
      if (byInstance.size === 0) this.remote.delete(showId);
    }
    super.keepAlive();
    for (const showId of this.streams.keys()) {
      void this.send({ kind: 'presence', showId, instance: this.instance, count: this.streams.size(showId) });
    }
  }
}
