import type { ServerResponse } from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';

// Requests a client sent before the signal may still sit unread in the kernel: connections not yet
// accepted, bytes not yet read. Closing the listener or those "idle" sockets would reset them. They
// are read once the event loop has polled for I/O, which a loop kept busy by the embedded database
// may not do for longer than any fixed wait; so the close waits for polls without news, not for time.
const SETTLE_QUIET_POLLS = 3;
const SETTLE_POLL_EVERY_MS = 10;
// At least this long, for packets a remote client had on the wire when the signal came.
const SETTLE_MIN_MS = 100;
// Clients that keep opening connections (a load balancer still routing here) cannot hold the close off.
const SETTLE_MAX_MS = 3_000;
// While closing, a connection that goes idle (a reply sent keep-alive before the signal, an ended
// live-show stream) is closed at once instead of waiting out the keep-alive timeout.
const CLOSE_IDLE_EVERY_MS = 50;

/**
 * Prepares a shutdown that drops no request, for main.ts. Node's server.close() closes only the
 * connections idle at that instant; a reply finished later goes out `Connection: keep-alive` and its
 * connection stays open, so close() waited out the keep-alive timeout (and the process was killed
 * with requests still open). Here, from the signal on: every reply says `Connection: close`; the
 * server keeps accepting and reading until the event loop has polled several times with no new
 * connection or request, so everything sent before the signal has been read; then the listener
 * closes, Fastify answers any later request 503 (return503OnClosing), and connections are closed as
 * soon as they go idle. Call before `listen`; answers the close function.
 */
export function prepareGracefulClose(app: FastifyInstance): () => Promise<void> {
  const server = app.server;
  const inFlight = new Set<ServerResponse>();
  let draining = false;
  let arrivals = 0;
  server.on('connection', () => arrivals++);
  // Runs after Fastify's own 'request' listener, before any reply can have been written.
  server.on('request', (_request, response: ServerResponse) => {
    arrivals++;
    if (draining) return closeAfterReply(response);
    inFlight.add(response);
    response.once('close', () => inFlight.delete(response));
  });

  return async () => {
    draining = true;
    for (const response of inFlight) closeAfterReply(response);
    inFlight.clear();
    await settle(() => arrivals);
    const closeIdle = setInterval(() => server.closeIdleConnections(), CLOSE_IDLE_EVERY_MS);
    try {
      await app.close();
    } finally {
      clearInterval(closeIdle);
    }
  };
}

/**
 * Resolves once the event loop has polled for I/O SETTLE_QUIET_POLLS times in a row without a new
 * connection or request (and SETTLE_MIN_MS have passed), or after SETTLE_MAX_MS.
 */
async function settle(arrivals: () => number): Promise<void> {
  const started = Date.now();
  let seen = arrivals();
  let quiet = 0;
  while (Date.now() - started < SETTLE_MAX_MS) {
    await delay(SETTLE_POLL_EVERY_MS);
    // Resumed from a timer, an immediate runs after the loop's next poll phase: by then every
    // connection and byte that was waiting has been taken in.
    await new Promise<void>((resolve) => setImmediate(resolve));
    const now = arrivals();
    quiet = now === seen ? quiet + 1 : 0;
    seen = now;
    if (quiet >= SETTLE_QUIET_POLLS && Date.now() - started >= SETTLE_MIN_MS) return;
  }
}

function closeAfterReply(response: ServerResponse): void {
  // A reply whose headers are out (a live-show stream) is closed by the idle sweep once it ends.
  if (!response.headersSent) response.setHeader('connection', 'close');
}
