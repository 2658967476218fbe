import { z } from 'zod';
import { errorCodes } from './error-codes.js';

/** Every error the API answers with has this body (docs/product/12-engineering.md §12.4). */
export const apiErrorSchema = z
  .object({ error: z.string(), code: z.enum(errorCodes) })
  .meta({ id: 'ApiError', description: 'Every error reply: a sentence for people and a code for programs.' });
export type ApiError = z.infer<typeof apiErrorSchema>;
