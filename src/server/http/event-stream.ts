import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../lib/errors.js';
import type { DatabaseHandle } from '../db/client.js';

/**
 * Server-Sent Event streams, for every feature that keeps browsers up to date live (live shows,
 * notifications): opening one, writing to it without unbounded buffering, and holding the open ones of
 * this process by key (a show, a user).
 */

/**
 * Takes the reply over from Fastify (no serializer or compression may touch a stream) and opens it.
 * The stream lives until the browser leaves or the app closes.
 */
export function openEventStream(request: FastifyRequest, reply: FastifyReply): ServerResponse {
  reply.hijack();
  const res = reply.raw;
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    // Proxies such as nginx would otherwise hold events back in a buffer.
    'x-accel-buffering': 'no',
    'x-content-type-options': 'nosniff',
    'x-request-id': request.id,
  });
  res.flushHeaders();
  writeFrame(res, 'retry: 3000\n\n');
  return res;
}

/** `event:` (when named) and `data:` lines of one event. */
export function eventFrame(data: unknown, name?: string): string {
  return `${name ? `event: ${name}\n` : ''}data: ${JSON.stringify(data)}\n\n`;
}

// A client that stops reading must not make this process buffer without bound.
const MAX_BUFFERED_BYTES = 256 * 1024;

/** Writes a frame unless the stream is gone; a stream that stopped reading is dropped, not buffered. */
export function writeFrame(res: ServerResponse, frame: string): void {
  if (res.writableEnded || res.destroyed) return;
  if (res.writableLength > MAX_BUFFERED_BYTES) {
    res.destroy();
    return;
  }
  res.write(frame);
}

/**
 * This process's open streams by key. A key holds at most `maxPerKey` (its oldest gives way) and the
 * process at most `maxTotal`; a stream leaves its set when its connection closes.
 */
export class StreamSets {
  private readonly sets = new Map<string, Set<ServerResponse>>();
  private total = 0;
  private closed = false;

  constructor(private readonly limits: { maxTotal: number; maxPerKey?: number }) {}

  /** False once closing began or when full: the route answers 503 instead of opening a stream. */
  get accepting(): boolean {
    return !this.closed && this.total < this.limits.maxTotal;
  }

  /** Adds a stream under `key`; `onClose` runs after it left, unless the whole set is closing. */
  attach(key: string, res: ServerResponse, onClose?: () => void): void {
    // Closing began while this request was on its way: nothing would end the stream later.
    if (this.closed) {
      res.end();
      return;
    }
    let set = this.sets.get(key);
    if (!set) this.sets.set(key, (set = new Set()));
    if (this.limits.maxPerKey && set.size >= this.limits.maxPerKey) set.values().next().value?.end();
    set.add(res);
    this.total++;
    res.on('close', () => {
      if (!set.delete(res)) return;
      this.total--;
      if (set.size === 0 && this.sets.get(key) === set) this.sets.delete(key);
      if (!this.closed) onClose?.();
    });
  }

  has(key: string): boolean {
    return this.sets.has(key);
  }

  size(key: string): number {
    return this.sets.get(key)?.size ?? 0;
  }

  keys(): IterableIterator<string> {
    return this.sets.keys();
  }

  /** Writes one frame to every stream under `key`. */
  write(key: string, frame: string): void {
    for (const res of this.sets.get(key) ?? []) writeFrame(res, frame);
  }

  /** A comment line to every stream, so proxies and browsers keep idle connections open. */
  keepAlive(): void {
    for (const set of this.sets.values()) for (const res of set) writeFrame(res, ': keep-alive\n\n');
  }

  /** Ends every stream (before the HTTP server waits for connections to finish) and takes no more. */
  endAll(): void {
    this.closed = true;
    for (const set of this.sets.values()) for (const res of set) res.end();
    this.sets.clear();
    this.total = 0;
  }
}

/** How often every open stream gets a comment line, so proxies keep idle connections open. */
export const KEEP_ALIVE_MS = 15_000;

/**
 * The part every live hub shares: it listens once per process on its database channel (NOTIFY on
 * PostgreSQL, in-process on PGlite), so a message published by any instance reaches the streams every
 * instance holds; it keeps those streams alive and ends them when the app closes.
 */
export abstract class ChannelHub {
  private unlisten: (() => Promise<void>) | undefined;
  private timer: NodeJS.Timeout | undefined;

  protected constructor(
    protected readonly database: DatabaseHandle,
    protected readonly log: FastifyBaseLogger,
    private readonly channel: string,
    protected readonly streams: StreamSets,
  ) {}

  /** One message from the channel, as published (JSON text). */
  protected abstract receive(payload: string): void;

  protected keepAlive(): void {
    this.streams.keepAlive();
  }

  /**
   * Runs the hub for as long as the app: listening from now (one subscription per instance), its
   * streams ended before the server waits for open connections (they never finish on their own), and
   * the subscription dropped when the app closes.
   */
  async runWith(app: FastifyInstance): Promise<void> {
    await this.start();
    app.addHook('preClose', async () => this.endStreams());
    app.addHook('onClose', async () => this.stop());
  }

  /** Registers an open stream under its key (a show, a user); it leaves when its connection closes. */
  attach(key: string, res: ServerResponse): void {
    this.streams.attach(key, res);
  }

  async start(): Promise<void> {
    this.unlisten = await this.database.listen(this.channel, (payload) => this.receive(payload));
    this.timer = setInterval(() => this.keepAlive(), KEEP_ALIVE_MS);
    this.timer.unref();
  }

  /** False while closing or when full: the route answers 503 instead of opening a stream. */
  get accepting(): boolean {
    return this.streams.accepting;
  }

  /** Ends every open stream (before the HTTP server waits for connections to finish). */
  endStreams(): void {
    this.streams.endAll();
  }

  async stop(): Promise<void> {
    this.endStreams();
    clearInterval(this.timer);
    await this.unlisten?.().catch((err: unknown) =>
      this.log.warn({ err, channel: this.channel }, 'unlisten failed'),
    );
  }
}

/**
 * A GET handler's whole work for one person's live stream (notifications, messages): HEAD answers the
 * headers alone, a full or closing hub answers 503, else the reply is taken over as a stream, attached
 * to the hub under the person before `first` is read (so an event committed meanwhile is not missed),
 * and `first()` is its first event — the person's count. A failed first read ends the stream; the
 * browser reconnects.
 */
export async function servePersonalStream(
  request: FastifyRequest,
  reply: FastifyReply,
  options: { hub: ChannelHub; userId: string; busyMessage: string; first: () => Promise<unknown> },
): Promise<void> {
  if (request.method === 'HEAD') {
    await reply.type('text/event-stream').send();
    return;
  }
  if (!options.hub.accepting) throw new AppError('UNAVAILABLE', 503, options.busyMessage);
  const res = openEventStream(request, reply);
  options.hub.attach(options.userId, res);
  // A private stream ends with the session that opened it (logout, reset, suspension, expiry).
  if (request.sessionId) request.server.sessionStreams.attach(request.sessionId, res);
  try {
    writeFrame(res, eventFrame(await options.first()));
  } catch (err) {
    request.log.warn({ err }, 'live stream: first event failed');
    res.end();
  }
}
