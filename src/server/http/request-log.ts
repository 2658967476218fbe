import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from 'fastify';
import pino from 'pino';

/**
 * One line per answered request, written when it completes (Fastify's own logging writes two,
 * "incoming request" and "request completed", with every header). The path is logged without its
 * query string: searches, tokens and e-mail addresses travel there, and a log is read by more people
 * than the database. Fastify's other lines (server errors, closing) are left as they are.
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const path = request.url.split('?', 1)[0];
    const ms = Math.round(reply.elapsedTime * 10) / 10;
    const line = { method: request.method, path, status: reply.statusCode, ms };
    const msg = `${request.method} ${path} ${reply.statusCode} ${ms} ms`;
    if (error) request.log.error({ ...line, err: error }, msg);
    else request.log.info(line, msg);
  }
}

/**
 * Prints text (the start-up banner with the demo log-ins) below every line logged before it. Pino
 * writes asynchronously, so text sent straight to the console would land above lines still queued,
 * and be scrolled away by them; written through the log's own stream, it keeps its place in line.
 */
export function printBelowLog(log: FastifyBaseLogger, text: string): void {
  const stream = (log as unknown as Record<symbol, unknown>)[pino.symbols.streamSym] as
    { write?: (chunk: string) => unknown } | undefined;
  if (typeof stream?.write === 'function') stream.write(text);
  else process.stdout.write(text);
}
