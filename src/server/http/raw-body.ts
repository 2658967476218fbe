import type { FastifyInstance } from 'fastify';

/**
 * Makes this plugin's routes receive their body as the exact bytes sent (a Buffer), for providers that
 * sign those bytes (Stripe, EasyPost). Content-type parsers are encapsulated: every other route keeps
 * the JSON parser.
 */
export function acceptRawBody(app: FastifyInstance, bodyLimit = 512 * 1024): void {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit }, (_req, body, done) => {
    done(null, body);
  });
}
