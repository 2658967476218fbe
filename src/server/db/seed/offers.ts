import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { feesAt } from '../../lib/payments/fee-config.js';
import { listings, offers, orderItems, orders } from '../schema.js';
import { RESERVATION_HOURS } from '../../../shared/constants.js';
import type { DEMO_USERS } from './demo-users.js';
import { demoListingsForSale } from './for-sale.js';
import { DEMO_ADDRESSES } from './addresses.js';
import { bookSale } from '../../features/earnings/ledger.service.js';
import { queueLabel } from '../../features/shipments/shipments.service.js';
import type { OrderAddress } from '../../../shared/shipments.js';
import { DEFAULT_SHIPPING_RATES, type ParcelSize, type ShippingPayer } from '../../../shared/shipping.js';

type DemoUserIds = Record<(typeof DEMO_USERS)[number]['handle'], string>;

const HOUR = 60 * 60 * 1000;
const ago = (hours: number) => new Date(Date.now() - hours * HOUR);

/** About 80% of the price, in whole dollars, never under the $1.00 minimum nor over the price. */
const offerFor = (priceCents: number, share = 0.8) =>
  Math.min(priceCents, Math.max(100, Math.round((priceCents * share) / 100) * 100));

type SeedListing = {
  id: string;
  sellerId: string;
  priceCents: number;
  parcelSize: ParcelSize;
  shippingPayer: ShippingPayer;
};

async function sell(
  ctx: AppContext,
  listing: SeedListing,
  buyerId: string,
  how: {
    offerCents?: number;
    paidHoursAgo: number;
    shipped?: { carrier: string; trackingNumber: string };
    shipTo: OrderAddress;
  },
) {
  const price = how.offerCents ?? listing.priceCents;
  const fees = await feesAt(ctx.db, price);
  let offerId: string | null = null;
  if (how.offerCents) {
    const [offer] = await ctx.db
      .insert(offers)
      .values({
        listingId: listing.id,
        buyerId,
        sellerId: listing.sellerId,
        offerCents: how.offerCents,
        message: 'Would you take this? I can pay right away.',
        status: 'completed',
        createdAt: ago(how.paidHoursAgo + 6),
        expiresAt: ago(how.paidHoursAgo - 42),
        acceptedAt: ago(how.paidHoursAgo + 2),
      })
      .returning({ id: offers.id });
    offerId = offer!.id;
  }
  const rate = DEFAULT_SHIPPING_RATES[listing.parcelSize];
  const [order] = await ctx.db
    .insert(orders)
    .values({
      buyerId,
      sellerId: listing.sellerId,
      listingId: listing.id,
      offerId,
      parcelSize: listing.parcelSize,
      shippingPayer: listing.shippingPayer,
      shippingRateCents: rate,
      shippingCents: listing.shippingPayer === 'seller' ? 0 : rate,
      shipTo: how.shipTo,
      priceCents: price,
      feeCents: fees.sellerFeeCents,
      processingFeeCents: fees.processingFeeCents,
      paymentProvider: 'local',
      status: how.shipped ? 'shipped' : 'paid',
      createdAt: ago(how.paidHoursAgo + 0.2),
      paidAt: ago(how.paidHoursAgo),
      ...(how.shipped ? { ...how.shipped, shippedAt: ago(how.paidHoursAgo - 20) } : {}),
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
  // The seller's ledger as the payment would have booked it, and the label an unshipped sale gets.
  await bookSale(ctx.db, order!, order!.paidAt ?? undefined);
  if (!how.shipped) await queueLabel(ctx.db, order!, ctx.labels.name);
  await ctx.db
    .update(listings)
    .set({ isSold: true, soldAt: order!.paidAt ?? new Date() })
    .where(eq(listings.id, listing.id));
}

/**
 * Offers and orders in every state a newcomer should see: pending offers (one about to
 * expire, so the red 'Soon' flag shows), an accepted offer waiting for checkout, a declined one, a
 * completed sale and a shipped order. Runs after the listings step and picks from the listings there.
 */
export async function seedOffers(ctx: AppContext, users: DemoUserIds): Promise<void> {
  const rows = await demoListingsForSale(ctx, Object.values(users));
  const used = new Set<string>();
  const take = (sellerId: string): SeedListing | undefined => {
    const found = rows.find((r) => r.sellerId === sellerId && !used.has(r.id) && r.priceCents >= 500);
    if (found) used.add(found.id);
    return found;
  };
  const {
    anna_vintage: anna,
    marcus_kicks: marcus,
    priya_closet: priya,
    leo_threads: leo,
    sam_shops: sam,
  } = users;
  const [annaA, annaB, marcusA, marcusB, priyaA, priyaB, leoA] = [
    take(anna),
    take(anna),
    take(marcus),
    take(marcus),
    take(priya),
    take(priya),
    take(leo),
  ];
  // Too few demo listings to tell the story: leave offers empty rather than half a story.
  if (!annaA || !annaB || !marcusA || !marcusB || !priyaA || !priyaB || !leoA) return;

  const offer = (
    listing: SeedListing,
    buyerId: string,
    createdHoursAgo: number,
    extra: Partial<typeof offers.$inferInsert> = {},
  ): typeof offers.$inferInsert => ({
    listingId: listing.id,
    buyerId,
    sellerId: listing.sellerId,
    offerCents: offerFor(listing.priceCents),
    createdAt: ago(createdHoursAgo),
    expiresAt: ago(createdHoursAgo - 48),
    ...extra,
  });
  await ctx.db.insert(offers).values([
    // Pending: Anna has three to answer, two about to lapse (4 and 5 hours left: 'Soon').
    offer(annaA, sam, 3, { message: 'Love this! Would you take a little less?' }),
    offer(annaA, leo, 44, { offerCents: offerFor(annaA.priceCents, 0.7) }),
    offer(annaB, sam, 43, { message: 'Could you do a bundle with the jacket?' }),
    offer(priyaA, marcus, 10, { message: 'Is this still available?' }),
    // Accepted: Sam can complete the purchase at the offer price.
    // Accepted 18 hours ago, it holds the listing for Sam for the rest of RESERVATION_HOURS.
    offer(marcusA, sam, 20, {
      status: 'accepted',
      acceptedAt: ago(18),
      expiresAt: ago(18 - RESERVATION_HOURS),
      message: 'Deal if you can ship this week.',
    }),
    // Declined: Priya passed on Leo's lowball.
    offer(leoA, priya, 30, {
      status: 'declined',
      declinedAt: ago(28),
      offerCents: offerFor(leoA.priceCents, 0.5),
    }),
  ]);

  // A completed sale: Sam bought from Priya yesterday; and a shipped order: Anna bought from Marcus.
  await sell(ctx, priyaB, sam, { paidHoursAgo: 26, shipTo: DEMO_ADDRESSES.sam_shops });
  await sell(ctx, marcusB, anna, {
    shipTo: DEMO_ADDRESSES.anna_vintage,
    offerCents: offerFor(marcusB.priceCents, 0.85),
    paidHoursAgo: 50,
    shipped: { carrier: 'USPS', trackingNumber: '9400 1118 9922 3845 1020 42' },
  });
}
