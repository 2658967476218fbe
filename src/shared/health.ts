import { z } from 'zod';
import { apiErrorSchema } from './errors.js';

/** GET /api/health when the database answers; `database` is its kind (PGlite or PostgreSQL). */
export const healthReplySchema = z
  .object({ status: z.literal('ok'), database: z.string() })
  .meta({ id: 'Health' });
export type HealthReply = z.infer<typeof healthReplySchema>;

/**
 * GET /api/health when the database does not answer: the usual `{ error, code }` plus the same
 * `status` and `database` fields, so a monitor can read either answer the same way.
 */
export const healthUnavailableSchema = apiErrorSchema
  .extend({ status: z.literal('unavailable'), database: z.string() })
  .meta({ id: 'HealthUnavailable' });
export type HealthUnavailable = z.infer<typeof healthUnavailableSchema>;
