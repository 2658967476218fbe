import { eq, notExists, sql } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { feesAt } from '../../lib/payments/fee-config.js';
import { listings, offers, orderItems, orders } from '../schema.js';
import type { DEMO_USERS } from './demo-users.js';
import { demoListingsForSale } from './for-sale.js';
import { addDays, CONFIRM_WITHIN_DAYS } from '../../../shared/order-timers.js';
import { DEFAULT_SHIPPING_RATES } from '../../../shared/shipping.js';
import { bookSale, releaseOrder } from '../../features/earnings/ledger.service.js';
import { DEMO_ADDRESSES } from './addresses.js';

type DemoUserIds = Record<(typeof DEMO_USERS)[number]['handle'], string>;

const DAY = 24 * 60 * 60 * 1000;

/** Past sales per demo seller, as days ago: enough for Seller Tools' 30-day chart to tell a story. */
const SALES_DAYS_AGO: Record<string, number[]> = {
  anna_vintage: [2, 5, 9, 16, 23],
  marcus_kicks: [1, 7, 12, 27],
  priya_closet: [4, 13, 20],
  leo_threads: [3, 11, 25],
};

/**
 * A month of finished sales for each demo seller (delivered, or shipped when recent), bought by the
 * other demo users in turn, so a seller who signs in sees real earnings, a sales chart and top
 * categories. Uses only listings nobody has an offer on, so the offers step's story stays intact.
 */
export async function seedSalesHistory(ctx: AppContext, users: DemoUserIds): Promise<void> {
  const ids = Object.values(users);
  const unsold = await demoListingsForSale(
    ctx,
    ids,
    notExists(
      ctx.db
        .select({ one: sql`1` })
        .from(offers)
        .where(eq(offers.listingId, listings.id)),
    ),
  );

  let shipped = 0;
  for (const [handle, daysAgo] of Object.entries(SALES_DAYS_AGO)) {
    const sellerId = users[handle as keyof DemoUserIds];
    const buyers = ids.filter((id) => id !== sellerId);
    // Keep most of each closet for sale: sell from the end of the seller's list, at most half.
    const theirs = unsold.filter((l) => l.sellerId === sellerId);
    const toSell = theirs.slice(-Math.min(daysAgo.length, Math.floor(theirs.length / 2)));
    for (const [i, listing] of toSell.entries()) {
      const paidAt = new Date(Date.now() - daysAgo[i]! * DAY - (i + 1) * 3_600_000);
      const fees = await feesAt(ctx.db, listing.priceCents);
      const delivered = daysAgo[i]! >= 7;
      const deliveredAt = delivered ? new Date(paidAt.getTime() + 4 * DAY) : undefined;
      // As the timers would have left it: a parcel delivered longer ago than the confirmation window
      // is a completed order (else the first sweep would complete it and tell both people today).
      const completedAt = deliveredAt && addDays(deliveredAt, CONFIRM_WITHIN_DAYS);
      const completed = completedAt !== undefined && completedAt.getTime() <= Date.now();
      const buyerId = buyers[i % buyers.length]!;
      const buyerHandle = Object.entries(users).find(([, id]) => id === buyerId)![0];
      const shippingCents =
        listing.shippingPayer === 'seller' ? 0 : DEFAULT_SHIPPING_RATES[listing.parcelSize];
      const [order] = await ctx.db
        .insert(orders)
        .values({
          buyerId,
          parcelSize: listing.parcelSize,
          shippingPayer: listing.shippingPayer,
          shippingRateCents: DEFAULT_SHIPPING_RATES[listing.parcelSize],
          shippingCents,
          shipTo: DEMO_ADDRESSES[buyerHandle as keyof typeof DEMO_ADDRESSES],
          sellerId,
          listingId: listing.id,
          priceCents: listing.priceCents,
          feeCents: fees.sellerFeeCents,
          processingFeeCents: fees.processingFeeCents,
          paymentProvider: 'local',
          status: completed ? 'completed' : delivered ? 'delivered' : 'shipped',
          createdAt: new Date(paidAt.getTime() - 600_000),
          paidAt,
          carrier: 'USPS',
          trackingNumber: `9400 1118 9922 ${String(++shipped).padStart(4, '0')} 1020 42`,
          shippedAt: new Date(paidAt.getTime() + DAY / 2),
          ...(deliveredAt ? { deliveredAt } : {}),
          ...(completed ? { completedAt } : {}),
        })
        .returning();
      // The parcel's one item: the listing, at the order's terms.
      await ctx.db.insert(orderItems).values({
        orderId: order!.id,
        listingId: listing.id,
        position: 0,
        priceCents: order!.priceCents,
        parcelSize: order!.parcelSize,
        shippingPayer: order!.shippingPayer,
      });
      // The seller's ledger as the sale and its completion would have booked it.
      await bookSale(ctx.db, order!, paidAt);
      if (completed) await releaseOrder(ctx.db, order!, completedAt);
      await ctx.db.update(listings).set({ isSold: true, soldAt: paidAt }).where(eq(listings.id, listing.id));
    }
  }
}
