/** Seconds a client is told to wait before trying again: a restart or fail-over takes about that. */
export const RETRY_AFTER_SECONDS = 5;
export const UNAVAILABLE_MESSAGE = 'The service is temporarily unavailable. Please try again in a moment.';

/**
 * Whether an error means the database cannot be reached right now (down, restarting, refusing or
 * dropping connections, or closed during shutdown), as opposed to a bug or a bad query: the request
 * may succeed when tried again, so it is answered 503 with Retry-After, not 500.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  // Drizzle wraps driver errors (DrizzleQueryError.cause); Node wraps a refused dual-stack connect
  // in an AggregateError (errors[]).
  for (let depth = 0; depth < 5 && err; depth++) {
    if (isUnavailableItself(err)) return true;
    const { cause, errors } = err as { cause?: unknown; errors?: unknown };
    err = cause ?? (Array.isArray(errors) ? errors[0] : undefined);
  }
  return false;
}

// postgres-js's own codes for a connection it lost or could not make.
const DRIVER_CODES = new Set([
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
]);
// The operating system's, for a server that is down or unreachable.
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
// PostgreSQL's: shutting down or restarting (57P01-57P03), too many connections (53300).
const SERVER_STATES = new Set(['57P01', '57P02', '57P03', '53300']);

function isUnavailableItself(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string') {
    // SQLSTATE class 08: connection exceptions.
    if (
      DRIVER_CODES.has(code) ||
      NETWORK_CODES.has(code) ||
      SERVER_STATES.has(code) ||
      /^08...$/.test(code)
    ) {
      return true;
    }
  }
  // PGlite after close(): the embedded database is gone until the process restarts.
  return err.message === 'PGlite is closed';
}
