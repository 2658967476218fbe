import type { ErrorCode } from '../../shared/error-codes.js';

/** The one error type a service throws; the error handler turns it into `{ error, code }`. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, code: ErrorCode = 'VALIDATION_ERROR') =>
  new AppError(code, 400, message);
export const unauthorized = (message = 'You need to be signed in to do that') =>
  new AppError('UNAUTHENTICATED', 401, message);
export const forbidden = (message = 'You are not allowed to do that') =>
  new AppError('FORBIDDEN', 403, message);
export const notFound = (message: string) => new AppError('NOT_FOUND', 404, message);
export const conflict = (message: string, code: ErrorCode = 'CONFLICT') => new AppError(code, 409, message);
export const tooManyRequests = (message: string) => new AppError('RATE_LIMITED', 429, message);

/** PostgreSQL's unique_violation, the same code through PGlite and postgres-js. */
export function isUniqueViolation(err: unknown, constraint?: string): boolean {
  const e = err as { code?: string; constraint?: string; constraint_name?: string; cause?: unknown } | null;
  if (!e || typeof e !== 'object') return false;
  if (e.code === '23505') {
    const name = e.constraint ?? e.constraint_name;
    return constraint === undefined || name === constraint;
  }
  return e.cause !== undefined && isUniqueViolation(e.cause, constraint);
}
