import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { NOT_FOUND_ISSUE } from '../../shared/ids.js';
import { NUL_MESSAGE } from '../../shared/text-rules.js';
import { isDatabaseUnavailable, RETRY_AFTER_SECONDS, UNAVAILABLE_MESSAGE } from '../db/unavailable.js';
import { AppError } from '../lib/errors.js';
import type { ErrorCode } from '../../shared/error-codes.js';

/** What a 5xx that nobody chose the words for says: nothing about the cause. */
const INTERNAL_ERROR = {
  error: 'Something went wrong on our side. Please try again.',
  code: 'INTERNAL',
} as const;

/** One handler for every error: `{ error, code }` with the spec's text; 5xx bodies reveal nothing. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      if (err.status >= 500) request.log.error(logFields(request, err, err.status), 'server error');
      return reply.status(err.status).send({ error: err.message, code: err.code });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      // The first problem is the one a person fixes first; its message is the spec's wording.
      const first = err.validation[0];
      if (err.validationContext === 'params' && isNotFoundIssue(first)) {
        // An id in the path that cannot name a row (shared/ids.ts): "not found", like an unknown one.
        return reply.status(404).send({ error: first!.message, code: 'NOT_FOUND' });
      }
      const message =
        first?.message && !first.message.startsWith('Invalid input') ? first.message : describe(first);
      return reply.status(400).send({ error: message, code: 'VALIDATION_ERROR' });
    }
    if (isResponseSerializationError(err)) {
      request.log.error(
        {
          ...logFields(request, err, 500),
          issues: err.cause.issues.map((i) => ({ path: i.path, code: i.code })),
        },
        'response did not match its schema',
      );
      return reply.status(500).send(INTERNAL_ERROR);
    }
    const refused = refusedInput(err);
    if (refused) {
      // Only a value from the request can cause these: a field no schema bounds yet. A warning, not
      // an error, and the person is told what to fix.
      request.log.warn(logFields(request, err, 400), 'the database refused a value from the request');
      return reply.status(400).send({ error: refused, code: 'VALIDATION_ERROR' });
    }
    if (request.raw.readableAborted) {
      // The client went away before its body arrived (Node's 'aborted', ECONNRESET): nobody is left to
      // answer, and it says nothing about the database, whose outage shares that error code.
      request.log.info({ code: err.code }, 'request aborted by the client');
      return reply.status(400).send({ error: 'The request was cut off', code: 'VALIDATION_ERROR' });
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
    request.log.error(logFields(request, err, status), 'unhandled error');
    return reply.status(500).send(INTERNAL_ERROR);
  });
}

/**
 * PostgreSQL's data exceptions that only a value sent by a person can raise, with what to tell them:
 * NUL in text or JSON, a number beyond its column, text where a number or id is
 * expected, an impossible date.
 */
const REFUSED_INPUT: Record<string, string> = {
  '22P05': NUL_MESSAGE,
  '22021': NUL_MESSAGE,
  '22003': 'A number in the request is too large',
  '22P02': 'A value in the request is not in the expected format',
  '22007': 'A date in the request is not valid',
  '22008': 'A date in the request is out of range',
};

/** The SQLSTATE of a database error, through Drizzle's wrapper; the same on PGlite and postgres-js. */
function sqlState(err: unknown): string | undefined {
  for (let e = err as { code?: unknown; cause?: unknown } | null, depth = 0; e && depth < 5; depth++) {
    if (typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code)) return e.code;
    e = e.cause as typeof e;
  }
  return undefined;
}

function refusedInput(err: unknown): string | undefined {
  const state = sqlState(err);
  return state ? REFUSED_INPUT[state] : undefined;
}

/**
 * What an error log line carries: the route's pattern, method, status and codes (the request id is
 * bound by Fastify), and the error's type and stack. Never the URL's query, the body or a database
 * error's message: those repeat what the person sent (a failed query's message lists its parameters,
 * which once put contact-form fields in the log).
 */
function logFields(request: FastifyRequest, err: Error & { code?: unknown }, status: number) {
  const state = sqlState(err);
  const fromDatabase = state !== undefined || err.name === 'DrizzleQueryError' || err instanceof SyntaxError;
  const stack = err.stack
    ?.split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
  return {
    route: request.routeOptions.url ?? 'no route',
    method: request.method,
    status,
    code: state ?? (typeof err.code === 'string' ? err.code : undefined),
    err: { type: err.name, ...(fromDatabase ? {} : { message: err.message.slice(0, 300) }), stack },
  };
}

/** True for the issue `idParam` raises (fastify-type-provider-zod keeps a zod issue's fields in `params`). */
function isNotFoundIssue(issue: { params?: Record<string, unknown> } | undefined): boolean {
  const custom = issue?.params?.params as Record<string, unknown> | undefined;
  return custom?.notFound === NOT_FOUND_ISSUE.notFound;
}

function describe(issue: { instancePath?: string; message?: string } | undefined): string {
  if (!issue) return 'Invalid request';
  const field = issue.instancePath?.replace(/^\//, '').replace(/\//g, '.');
  return field ? `${field}: ${issue.message ?? 'is invalid'}` : (issue.message ?? 'Invalid request');
}

function codeFor(status: number): ErrorCode {
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
