// The buyer's bag: items from sellers' closets, waiting to be bought together per seller.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { tsz } from './columns.js';
import { listings } from './listings.js';
import { ownedBy } from './people.js';

/**
 * One listing in one person's bag, with its price when it went in: the bag shows a change of price
 * instead of silently charging a new one. A deleted listing leaves the bag with it.
 */
export const bagItems = pgTable(
  'bag_items',
  {
    userId: ownedBy('user_id'),
    listingId: uuid('listing_id')
      .notNull()
      .references(() => listings.id, { onDelete: 'cascade' }),
    priceCentsWhenAdded: integer('price_cents_when_added').notNull(),
    addedAt: tsz('added_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.listingId] }),
    index('bag_items_listing_idx').on(t.listingId),
    check('bag_items_price_positive', sql`${t.priceCentsWhenAdded} >= 1`),
  ],
);
