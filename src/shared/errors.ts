import { z } from 'zod';

/** Every error the API answers with has this body (docs/product/12-engineering.md §12.4). */
export const apiErrorSchema = z.object({ error: z.string(), code: z.string() });
export type ApiError = z.infer<typeof apiErrorSchema>;

export const errorCodes = [
  'VALIDATION_ERROR',
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'CROSS_ORIGIN',
  'PAYLOAD_TOO_LARGE',
  // The database (or the service) cannot be reached right now; the client may try again.
  'UNAVAILABLE',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof errorCodes)[number] | (string & {});
