// Saved searches and their alerts.
import { sql } from 'drizzle-orm';
import { boolean, check, index, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import type { SavedSearchQuery } from '../../../shared/saved-searches.js';
import { createdAt, id, tsz } from './columns.js';
import { ownedBy } from './people.js';

/**
 * A person's saved search: the search's words and filters as the search page sends them, kept in a
 * canonical form (`query_key`, so the same search is saved once). `checked_until` is the newest listing
 * creation time the alert has looked at: the next run tells about listings created after it.
 */
export const savedSearches = pgTable(
  'saved_searches',
  {
    id: id(),
    userId: ownedBy('user_id'),
    name: text('name').notNull(),
    query: jsonb('query').$type<SavedSearchQuery>().notNull(),
    queryKey: text('query_key').notNull(),
    emailDigest: boolean('email_digest').notNull().default(true),
    checkedUntil: tsz('checked_until').notNull().defaultNow(),
    // Listings found since the last daily e-mail, waiting for it (ids, newest last; capped by the job).
    digestListingIds: text('digest_listing_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    lastDigestAt: tsz('last_digest_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('saved_searches_once_per_user').on(t.userId, t.queryKey),
    index('saved_searches_checked_idx').on(t.checkedUntil),
    check('saved_searches_name_length', sql`char_length(${t.name}) between 1 and 100`),
  ],
);
