import { sql } from 'drizzle-orm';
import { users } from './schema.js';

/**
 * A seller's away state as every read sees it: an away whose date has passed is no away at all, so
 * nothing waits on the job that clears it (features/away). For the listing, profile, sale and bag
 * reads, on a query that joins `users`. Decoded as the column is: PGlite and node-postgres hand back a
 * timestamptz differently.
 */
export const awayUntilNow = () =>
  sql<Date | null>`(case when ${users.awayUntil} > now() then ${users.awayUntil} end)`.mapWith(
    users.awayUntil,
  );

export const awayMessageNow = () =>
  sql<string | null>`(case when ${users.awayUntil} > now() then ${users.awayMessage} end)`;
