import type { ServerOptions } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';

/**
 * Fastify turns Node's request timeout off and leaves the headers timeout at 60 s, so a client that
 * sends a body a byte at a time held its connection for as long as it liked. These bound both.
 */
export function serverTimeouts(config: Config): { requestTimeout: number; http: ServerOptions } {
  const { headersMs, requestMs } = config.timeouts;
  return {
    requestTimeout: requestMs,
    http: {
      headersTimeout: Math.min(headersMs, requestMs),
      // Node enforces both timeouts on this beat (30 s by default, which would let a connection
      // live half a minute past its deadline).
      connectionsCheckingInterval: Math.max(50, Math.min(1_000, Math.floor(headersMs / 4))),
    },
  };
}

/**
 * A handler that answers before reading the whole body (an upload refused at its eleventh file) leaves
 * the rest of the body unread. Node then stops reading the connection, so the next request on that
 * keep-alive socket waited for the keep-alive timeout (73 s). Discarding the rest lets the connection
 * carry on; the request timeout still bounds how long a client can keep sending it.
 */
export function registerBodyDrain(app: FastifyInstance): void {
  app.addHook('onResponse', async (request) => {
    const raw = request.raw;
    if (raw.complete || raw.destroyed) return;
    // Whatever was reading the body (the multipart parser) has given up on it.
    raw.unpipe();
    raw.removeAllListeners('data');
    raw.resume();
  });
}
