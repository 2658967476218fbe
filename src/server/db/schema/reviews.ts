// Reviews of sellers by the buyers of their completed orders.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tsz } from './columns.js';
import { orders } from './commerce.js';
import { ownedBy } from './people.js';

/** One per completed order, by its buyer; the seller's one public reply on the same row. */
export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: 'cascade' }),
    sellerId: ownedBy('seller_id'),
    buyerId: ownedBy('buyer_id'),
    rating: integer('rating').notNull(),
    comment: text('comment'),
    reply: text('reply'),
    repliedAt: tsz('replied_at'),
    createdAt: createdAt(),
  },
  (t) => [
    // A seller's reviews newest first, and their average: both read through this index.
    index('reviews_seller_idx').on(t.sellerId, t.createdAt, t.id),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);
