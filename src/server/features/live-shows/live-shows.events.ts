import { randomUUID } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import {
  LIVE_SHOW_VISITOR_STREAMS,
  LIVE_STREAMS_PER_VIEWER,
  liveShowMessages,
  VIEWER_COUNT_INTERVAL_MS,
  type LiveShowEvent,
} from '#shared/live-shows.js';
import type { DatabaseHandle } from '../../db/client.js';
import { ChannelHub, eventFrame, KEEP_ALIVE_MS, StreamSets, writeFrame } from '../../http/event-stream.js';
import { tooManyRequests } from '../../lib/errors.js';

/** One channel for every show; a message names its show. Lower-case: LISTEN folds identifiers. */
export const LIVE_SHOW_CHANNEL = 'rethread_live_shows';
// Another instance's viewer count is trusted this long after its last report (it re-reports every
// keep-alive), so a crashed instance stops inflating the count within a minute.
const PRESENCE_TTL_MS = KEEP_ALIVE_MS * 3;

type Message =
  | { kind: 'event'; showId: string; event: LiveShowEvent }
  | { kind: 'presence'; showId: string; instance: string; count: number };

/** Who holds a stream, for the caps: a signed-in person, or a visitor's address. */
export type Viewer = { key: string; visitor: boolean };

/** A show's viewer-count bookkeeping: when it was last sent, and whether a send is due. */
type CountState = {
  timer: NodeJS.Timeout | undefined;
  lastSentAt: number;
  lastSentTotal: number;
  /** This instance's own count changed since it last told the others. */
  localChanged: boolean;
};

/**
 * Fans live-show events out to this process's open Server-Sent-Event streams. Every instance
 * publishes through the database (NOTIFY on PostgreSQL, in-process on PGlite) and listens once, so
 * a question asked on one app server reaches viewers connected to any other.
 *
 * Viewer count = open event streams: this process's own streams counted directly, plus the latest
 * count each other instance reported. A count is sent at most once a second per show, however many
 * people come and go meanwhile: sent on every join and leave, it cost each viewer a write per other
 * viewer's arrival, quadratic in the crowd (decision 007).
 */
export class LiveShowHub extends ChannelHub {
  private readonly instance = randomUUID();
  private readonly remote = new Map<string, Map<string, { count: number; at: number }>>();
  private readonly counts = new Map<string, CountState>();
  /** Open (or opening) streams per viewer key, and visitors' streams per show, on this instance. */
  private readonly perViewer = new Map<string, number>();
  private readonly visitorsPerShow = new Map<string, number>();

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

  /**
   * Takes a place for one more stream of `viewer` on the show, or throws 429 past a cap. Taken before
   * anything is awaited, so a burst of simultaneous requests cannot all pass the check; `release`
   * gives it back (the stream closed, or was never opened).
   */
  reserve(showId: string, viewer: Viewer): () => void {
    const held = this.perViewer.get(viewer.key) ?? 0;
    if (held >= LIVE_STREAMS_PER_VIEWER) throw tooManyRequests(liveShowMessages.tooManyStreams);
    const visitors = this.visitorsPerShow.get(showId) ?? 0;
    if (viewer.visitor && visitors >= LIVE_SHOW_VISITOR_STREAMS) {
      throw tooManyRequests(liveShowMessages.visitorsFull);
    }
    this.perViewer.set(viewer.key, held + 1);
    if (viewer.visitor) this.visitorsPerShow.set(showId, visitors + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      decrement(this.perViewer, viewer.key);
      if (viewer.visitor) decrement(this.visitorsPerShow, showId);
    };
  }

  /** Registers an open stream; it is removed again when the connection closes. */
  override attach(showId: string, res: ServerResponse): void {
    this.streams.attach(showId, res, () => this.countChanged(showId, true));
    // The newcomer hears the count at once; everyone else with the next coalesced send.
    writeFrame(res, eventFrame({ type: 'viewers', viewerCount: this.viewerCount(showId) }, 'viewers'));
    this.countChanged(showId, true);
  }

  /** Sends an event to every viewer of the show on every instance. */
  async publish(showId: string, event: LiveShowEvent): Promise<void> {
    await this.send({ kind: 'event', showId, event });
  }

  /**
   * The show's count changed: it is sent now if a second has passed since the last send, else once
   * that second is up, with whatever the count is by then (one send for any number of changes).
   */
  private countChanged(showId: string, local: boolean): void {
    let state = this.counts.get(showId);
    if (!state) {
      state = { timer: undefined, lastSentAt: 0, lastSentTotal: -1, localChanged: false };
      this.counts.set(showId, state);
    }
    if (local) state.localChanged = true;
    if (state.timer) return;
    const wait = Math.max(0, state.lastSentAt + VIEWER_COUNT_INTERVAL_MS - Date.now());
    state.timer = setTimeout(() => this.sendCount(showId), wait);
    state.timer.unref();
  }

  private sendCount(showId: string): void {
    const state = this.counts.get(showId);
    if (!state) return;
    state.timer = undefined;
    state.lastSentAt = Date.now();
    const total = this.viewerCount(showId);
    if (total !== state.lastSentTotal) {
      state.lastSentTotal = total;
      this.broadcast(showId, { type: 'viewers', viewerCount: total });
    }
    if (state.localChanged) {
      state.localChanged = false;
      void this.send({
        kind: 'presence',
        showId,
        instance: this.instance,
        count: this.streams.size(showId),
      });
    }
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
    // Only this instance's viewers need telling; the others heard the same report.
    if (before !== message.count && this.streams.has(message.showId)) this.countChanged(message.showId, false);
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
    // A show nobody here watches any more needs no bookkeeping once its last count went out.
    for (const [showId, state] of this.counts) {
      if (!state.timer && !this.streams.has(showId)) this.counts.delete(showId);
    }
    super.keepAlive();
    for (const showId of this.streams.keys()) {
      void this.send({ kind: 'presence', showId, instance: this.instance, count: this.streams.size(showId) });
    }
  }

  override endStreams(): void {
    for (const state of this.counts.values()) clearTimeout(state.timer);
    this.counts.clear();
    super.endStreams();
  }
}

function decrement(map: Map<string, number>, key: string): void {
  const left = (map.get(key) ?? 0) - 1;
  if (left > 0) map.set(key, left);
  else map.delete(key);
}
