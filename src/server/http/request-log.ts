import type { FastifyInstance } from 'fastify';

/**
 * One line per answered request (Fastify's own logging writes two: "incoming request" and "request
 * completed"). The path is logged without its query string: searches, tokens and e-mail addresses
 * travel there, and a log is read by more people than the database.
 */
export function registerRequestLog(app: FastifyInstance): void {
  app.addHook('onResponse', async (request, reply) => {
    const path = request.url.split('?', 1)[0];
    const ms = Math.round(reply.elapsedTime * 10) / 10;
    request.log.info(
      { method: request.method, path, status: reply.statusCode, ms },
      `${request.method} ${path} ${reply.statusCode} ${ms} ms`,
    );
  });
}
