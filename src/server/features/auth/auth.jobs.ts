import type { AppContext } from '../../context.js';
import * as q from './auth.queries.js';

/**
 * The scheduled clean-up (src/server/jobs.ts): an expired session is already refused on every
 * request, so deleting its row changes nothing a person sees; it only stops the table growing by
 * every sign-in that was never signed out.
 */
export function deleteExpiredSessions(ctx: AppContext): Promise<number> {
  return q.deleteExpiredSessions(ctx.db);
}
