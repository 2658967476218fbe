// Without zod: the client's HTTP layer reads codes on every page, and zod is not in the first download.

/**
 * The closed set of codes an error body can carry. Clients branch on these, never on the wording of
 * `error`, which is for people and may change; a new code is added here first.
 */
export const errorCodes = [
  'VALIDATION_ERROR',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'CROSS_ORIGIN',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  // Accounts
  'EMAIL_TAKEN',
  'HANDLE_EXHAUSTED',
  'INVALID_CREDENTIALS',
  'ACCOUNT_SUSPENDED',
  'RESET_TOKEN_INVALID',
  // Listings, photos and search
  'BAD_CURSOR',
  'IMAGES_BUSY',
  'STORAGE_FAILED',
  // Imports
  'IMPORT_URL_REFUSED',
  'IMPORT_FETCH_FAILED',
  'IMPORT_NOT_A_LISTING',
  'IMPORT_NOT_A_PROFILE',
  'JOB_NOT_ACTIVE',
  // Checkout and payments
  'CHECKOUT_EXPIRED',
  'PROVIDER_ERROR',
  'INVALID_SIGNATURE',
  'WEBHOOK_NOT_CONFIGURED',
  // The database (or the service) cannot be reached right now; the client may try again.
  'UNAVAILABLE',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (errorCodes as readonly string[]).includes(value);
}
