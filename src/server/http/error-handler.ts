import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS, UNAVAILABLE_MESSAGE } from '../db/unavailable.js';
import { AppError } from '../lib/errors.js';

/** One handler for every error: `{ error, code }` with the spec's text; 5xx bodies reveal nothing. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      if (err.status >= 500) request.log.error({ err }, err.message);
      return reply.status(err.status).send({ error: err.message, code: err.code });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      // The first problem is the one a person fixes first; its message is the spec's wording.
      const first = err.validation[0];
      const message =
        first?.message && !first.message.startsWith('Invalid input') ? first.message : describe(first);
      return reply.status(400).send({ error: message, code: 'VALIDATION_ERROR' });
    }
    if (isResponseSerializationError(err)) {
      request.log.error({ err, issues: err.cause.issues }, 'response did not match its schema');
      return reply
        .status(500)
        .send({ error: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' });
    }
    if (isDatabaseUnavailable(err)) {
      // Not a bug: the database is down or restarting, so the same request can succeed shortly.
      request.log.warn({ err }, 'database unavailable');
      reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return reply.status(503).send({ error: UNAVAILABLE_MESSAGE, code: 'UNAVAILABLE' });
    }
    const status = err.statusCode ?? 500;
    if (status < 500) {
      // Fastify's own 4xx: malformed JSON, a body too large, an unsupported media type.
      const message =
        err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err instanceof SyntaxError
          ? 'The request body is not valid JSON'
          : err.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
            ? 'The request is too large'
            : err.message;
      return reply.status(status).send({ error: message, code: codeFor(status) });
    }
    request.log.error({ err }, 'unhandled error');
    return reply
      .status(500)
      .send({ error: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' });
  });
}

function describe(issue: { instancePath?: string; message?: string } | undefined): string {
  if (!issue) return 'Invalid request';
  const field = issue.instancePath?.replace(/^\//, '').replace(/\//g, '.');
  return field ? `${field}: ${issue.message ?? 'is invalid'}` : (issue.message ?? 'Invalid request');
}

function codeFor(status: number): string {
  switch (status) {
    case 401:
      return 'UNAUTHENTICATED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 409:
      return 'CONFLICT';
    case 413:
      return 'PAYLOAD_TOO_LARGE';
    case 415:
      return 'UNSUPPORTED_MEDIA_TYPE';
    case 429:
      return 'RATE_LIMITED';
    default:
      return 'VALIDATION_ERROR';
  }
}
