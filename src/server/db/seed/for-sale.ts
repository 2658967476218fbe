import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { listings } from '../schema.js';

/**
 * The demo sellers' listings still for sale (active, unsold, and `also` when given), oldest first:
 * what the offers and sales-history steps pick from.
 */
export function demoListingsForSale(ctx: AppContext, sellerIds: string[], also?: SQL) {
  return ctx.db
    .select({
      id: listings.id,
      sellerId: listings.sellerId,
      priceCents: listings.priceCents,
      parcelSize: listings.parcelSize,
      shippingPayer: listings.shippingPayer,
    })
    .from(listings)
    .where(
      and(
        eq(listings.isActive, true),
        eq(listings.isSold, false),
        inArray(listings.sellerId, sellerIds),
        also,
      ),
    )
    .orderBy(asc(listings.createdAt), asc(listings.id));
}
