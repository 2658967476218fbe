import {
  offerAbovePriceMessage,
  offerMessages,
  offerTransition,
  type CreateOfferInput,
  type Offer,
  type OfferAction,
  type OfferRole,
} from '#shared/offers.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { badRequest, conflict, forbidden, isUniqueViolation, notFound } from '../../lib/errors.js';
import { consumeActionLimit } from '../../lib/rate-limit.js';
import { readFeeConfig } from '../../lib/payments/fee-config.js';
import { computeShippingSplit, type FeeConfig } from '#shared/fees.js';
import type { ShippingRates } from '#shared/shipping.js';
import { isUuid } from '#shared/ids.js';
import { formatCents } from '#shared/money.js';
import type { NotificationType } from '#shared/notifications.js';
import {
  assertForSale,
  findListingForSale,
  lockListingAvailable,
} from '../listings/listings.sale.service.js';
import { notify } from '../notifications/notifications.service.js';
import { getShippingRates } from '../shipping/shipping.service.js';
import * as q from './offers.queries.js';

type OfferViewRow = NonNullable<Awaited<ReturnType<typeof q.findOfferView>>>;

function toOffer(row: OfferViewRow, viewerId: string, terms: SaleTerms): Offer {
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  const { parcelSize, shippingPayer, ...offer } = row;
  const sale =
    row.sellerId === viewerId
      ? computeShippingSplit(row.offerCents, terms.rates[parcelSize], shippingPayer, terms.fees)
      : null;
  return {
    ...offer,
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
    acceptedAt: iso(row.acceptedAt),
    declinedAt: iso(row.declinedAt),
    cancelledAt: iso(row.cancelledAt),
    earnings: sale
      ? {
          sellerFeeCents: sale.sellerFeeCents,
          processingFeeCents: sale.processingFeeCents,
          shippingLabelCents: sale.shippingCents - sale.buyerShippingCents,
          earningsCents: sale.earningsCents,
        }
      : null,
  };
}

/** The fee configuration and shipping rates a seller's earnings are computed at. */
type SaleTerms = { fees: FeeConfig; rates: ShippingRates };
const saleTermsOf = async (db: Db): Promise<SaleTerms> => ({
  fees: await readFeeConfig(db),
  rates: await getShippingRates(db),
});

async function offerView(ctx: AppContext, id: string, viewerId: string): Promise<Offer> {
  const row = await q.findOfferView(ctx.db, id);
  if (!row) throw notFound(offerMessages.notFound);
  return toOffer(row, viewerId, await saleTermsOf(ctx.db));
}

/**
 * Makes an offer (docs/product/04-offers.md §4.5, §4.2): as yourself, on someone else's active, unsold listing, for at least
 * $1.00 and at most the list price. A pending offer by the same buyer on the listing is replaced.
 */
export async function createOffer(
  ctx: AppContext,
  userId: string,
  input: CreateOfferInput & { offerCents: number },
  ip: string,
) {
  if (input.buyerId !== userId) throw forbidden(offerMessages.notYourself);
  // Counted before the listing is read: refused offers cost the database too.
  await consumeActionLimit(ctx.db, 'offer', { userId, ip });
  const listing = await findListingForSale(ctx.db, input.listingId);
  if (!listing) throw notFound(offerMessages.listingNotFound);
  if (listing.sellerId === userId) throw badRequest(offerMessages.ownListing);
  assertForSale(listing, offerMessages);
  if (input.offerCents > listing.priceCents) throw badRequest(offerAbovePriceMessage(listing.priceCents));

  const values = {
    listingId: listing.id,
    buyerId: userId,
    sellerId: listing.sellerId,
    offerCents: input.offerCents,
    message: input.message ?? null,
  };
  // The listing lock below already serialises a buyer's simultaneous offers; should two still meet at
  // the one-pending-offer index, the loser retries and replaces the winner, as a later offer should.
  for (let attempt = 1; ; attempt++) {
    try {
      const { id } = await ctx.db.transaction(async (t) => {
        const tx = t as Db;
        // The listing lock serialises offers on one listing with each other and with its sale (which
        // takes the same lock before closing offers), so neither deadlocks nor lands on a sold item.
        await lockListingAvailable(tx, listing.id, offerMessages);
        await q.cancelPendingOffersOf(tx, userId, listing.id);
        const offer = await q.insertOffer(tx, values);
        await tellAbout(tx, offer.id, 'received');
        return offer;
      });
      return offerView(ctx, id, userId);
    } catch (err) {
      if (attempt < 3 && isUniqueViolation(err, 'offers_one_pending_unique')) continue;
      throw err;
    }
  }
}

type OfferEvent = 'received' | 'accepted' | 'declined' | 'cancelled' | 'expired' | 'soldElsewhere';

/** The notification type of each event: an offer closed by another buyer's purchase reads as declined. */
const OFFER_EVENT_TYPES = {
  received: 'offer_received',
  accepted: 'offer_accepted',
  declined: 'offer_declined',
  cancelled: 'offer_cancelled',
  expired: 'offer_expired',
  soldElsewhere: 'offer_declined',
} as const satisfies Record<OfferEvent, NotificationType>;

/** Who hears of each offer event, and in what words: the other side of the one who acted. */
const OFFER_NOTICES: Record<
  OfferEvent,
  {
    to: 'buyer' | 'seller';
    title: (v: OfferViewRow, amount: string) => string;
    body: (v: OfferViewRow) => string;
  }
> = {
  received: {
    to: 'seller',
    title: (v, amount) => `${v.buyer.display} offered ${amount} for ${v.listing.title}`,
    body: (v) => v.message ?? 'Accept or decline it within 48 hours, before it expires.',
  },
  accepted: {
    to: 'buyer',
    title: (v, amount) => `${v.seller.display} accepted your ${amount} offer for ${v.listing.title}`,
    body: () => 'Pay from your offers to buy it at that price.',
  },
  declined: {
    to: 'buyer',
    title: (v, amount) => `${v.seller.display} declined your ${amount} offer for ${v.listing.title}`,
    body: () => 'You can make another offer while the item is for sale.',
  },
  cancelled: {
    to: 'seller',
    title: (v, amount) => `${v.buyer.display} withdrew their ${amount} offer for ${v.listing.title}`,
    body: () => 'The listing stays for sale.',
  },
  expired: {
    to: 'buyer',
    title: (v, amount) => `Your ${amount} offer for ${v.listing.title} expired`,
    body: () =>
      'The seller did not answer within 48 hours. You can make another offer while the item is for sale.',
  },
  soldElsewhere: {
    to: 'buyer',
    title: (v, amount) => `Your ${amount} offer for ${v.listing.title} was declined`,
    body: () => 'The item sold to another buyer.',
  },
};

/** Tells the other side of an offer what happened, in the transaction that made it happen. */
async function tellAbout(tx: Db, offerId: string, event: OfferEvent): Promise<void> {
  const view = await q.findOfferView(tx, offerId);
  if (!view) return;
  const notice = OFFER_NOTICES[event];
  await notify(tx, {
    userId: notice.to === 'buyer' ? view.buyerId : view.sellerId,
    type: OFFER_EVENT_TYPES[event],
    title: notice.title(view, formatCents(view.offerCents)),
    body: notice.body(view),
    url: '/offers',
  });
}

/**
 * Applies the 48-hour expiry to the offers in scope (all, when none is given), telling each buyer whose
 * offer lapsed. The conditional UPDATE lets exactly one caller expire an offer, so the buyer hears once.
 */
async function expireDue(db: Db, scope?: Parameters<typeof q.expireDueOffers>[1]): Promise<number> {
  return db.transaction(async (t) => {
    const tx = t as Db;
    const ids = await q.expireDueOffers(tx, scope);
    for (const id of ids) await tellAbout(tx, id, 'expired');
    return ids.length;
  });
}

/** Sent (`buyerId`) or received (`sellerId`) offers; only your own (docs/product/12-engineering.md §12.4). */
export async function listOffers(
  ctx: AppContext,
  userId: string,
  query: { buyerId?: string; sellerId?: string },
) {
  const { buyerId, sellerId } = query;
  if ((buyerId === undefined) === (sellerId === undefined)) throw badRequest(offerMessages.listNeedsOneId);
  if ((buyerId ?? sellerId) !== userId) throw forbidden(offerMessages.listOwnOnly);
  await expireDue(ctx.db, buyerId ? q.offerScope.buyer(userId) : q.offerScope.seller(userId));
  const rows = await q.listOfferViews(ctx.db, buyerId ? { buyerId: userId } : { sellerId: userId });
  const terms = await saleTermsOf(ctx.db);
  return rows.map((row) => toOffer(row, userId, terms));
}

/** One offer, for its buyer or its seller only. */
export async function getOffer(ctx: AppContext, userId: string, id: string) {
  if (!isUuid(id)) throw notFound(offerMessages.notFound);
  await expireDue(ctx.db, q.offerScope.id(id));
  const offer = await offerView(ctx, id, userId);
  if (offer.buyerId !== userId && offer.sellerId !== userId) throw forbidden(offerMessages.notYours);
  return offer;
}

const TARGET = { accept: 'accepted', decline: 'declined', cancel: 'cancelled' } as const;

/**
 * Accept / decline (seller) or cancel (buyer) a pending offer. The rule comes from the shared state
 * machine; the conditional UPDATE makes concurrent actions leave exactly one outcome.
 */
export async function actOnOffer(ctx: AppContext, userId: string, id: string, action: OfferAction) {
  if (!isUuid(id)) throw notFound(offerMessages.notFound);
  await expireDue(ctx.db, q.offerScope.id(id));
  const offer = await q.findOffer(ctx.db, id);
  if (!offer) throw notFound(offerMessages.notFound);
  const role: OfferRole | null =
    offer.sellerId === userId ? 'seller' : offer.buyerId === userId ? 'buyer' : null;
  if (!role) throw forbidden(offerMessages.notYours);
  const rule = offerTransition(offer.status, action, role);
  if (!rule.ok) throw rule.reason === 'forbidden' ? forbidden(rule.message) : conflict(rule.message);

  if (action === 'accept') {
    assertForSale(await findListingForSale(ctx.db, offer.listingId), offerMessages);
  }
  const moved = await ctx.db.transaction(async (t) => {
    const tx = t as Db;
    const done = await q.transitionPendingOffer(tx, id, TARGET[action]);
    if (done) await tellAbout(tx, id, TARGET[action]);
    return done;
  });
  if (!moved) {
    // Someone else acted first, the offer lapsed, or (accepting) the item sold in the meantime.
    const now = await q.findOffer(ctx.db, id);
    if (action === 'accept' && now?.status === 'pending') {
      assertForSale(await findListingForSale(ctx.db, offer.listingId), offerMessages);
    }
    throw conflict(offerMessages.notPending);
  }
  return offerView(ctx, id, userId);
}

/** Lapses every pending offer past its 48 hours; the periodic sweep calls this. */
export async function expireAllDueOffers(db: Db): Promise<number> {
  return expireDue(db);
}

/**
 * Inside a payment's transaction: the paid offer is completed, every other open offer on the listing
 * expires (docs/product/10-decisions-beyond-the-spec.md §10.5), and each of those buyers hears that the
 * item sold — as a declined offer, since to them it is one — except the one who bought it.
 */
export async function closeOffersOnSale(
  tx: Db,
  sale: { listingId: string; winningOfferId: string | null; buyerId: string },
) {
  const closed = await q.closeOffersOnSale(tx, sale.listingId, sale.winningOfferId);
  for (const offer of closed) {
    if (offer.buyerId !== sale.buyerId) await tellAbout(tx, offer.id, 'soldElsewhere');
  }
}

/** The offer a checkout refers to, with expiry applied first. */
export async function findOfferForCheckout(db: Db, id: string) {
  if (!isUuid(id)) return undefined;
  await expireDue(db, q.offerScope.id(id));
  return q.findOffer(db, id);
}
