import type { ServerResponse } from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';

// Requests a client sent just before the signal may still sit unread in socket buffers; closing
// those "idle" sockets would reset them. One tenth of a second lets the event loop read them.
const READ_PENDING_MS = 100;
// While closing, a connection that goes idle (a reply sent keep-alive before the signal, an ended
// live-show stream) is closed at once instead of waiting out the keep-alive timeout.
const CLOSE_IDLE_EVERY_MS = 50;

/**
 * Prepares a shutdown that drops no request, for main.ts. Node's server.close() closes only the
 * connections idle at that instant; a reply finished later goes out `Connection: keep-alive` and its
 * connection stays open, so close() waited out the keep-alive timeout (and the process was killed
 * with requests still open). Here, from the signal on: every reply says `Connection: close`, requests
 * already sent are read and answered, Fastify answers new ones 503 (return503OnClosing), and
 * connections are closed as soon as they go idle. Call before `listen`; answers the close function.
 */
export function prepareGracefulClose(app: FastifyInstance): () => Promise<void> {
  const server = app.server;
  const inFlight = new Set<ServerResponse>();
  let draining = false;
  // Runs after Fastify's own 'request' listener, before any reply can have been written.
  server.on('request', (_request, response: ServerResponse) => {
    if (draining) return closeAfterReply(response);
    inFlight.add(response);
    response.once('close', () => inFlight.delete(response));
  });

  return async () => {
    draining = true;
    for (const response of inFlight) closeAfterReply(response);
    inFlight.clear();
    await delay(READ_PENDING_MS);
    const closeIdle = setInterval(() => server.closeIdleConnections(), CLOSE_IDLE_EVERY_MS);
    try {
      await app.close();
    } finally {
      clearInterval(closeIdle);
    }
  };
}

function closeAfterReply(response: ServerResponse): void {
  // A reply whose headers are out (a live-show stream) is closed by the idle sweep once it ends.
  if (!response.headersSent) response.setHeader('connection', 'close');
}
