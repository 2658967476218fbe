import { bundleTotal } from '#shared/bundles.js';
import { bundleCheckoutMessages, checkoutMessages, type CreatePaymentIntentReply } from '#shared/checkout.js';
import { isUuid } from '#shared/ids.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import { feesAt } from '../../lib/payments/fee-config.js';
import { getBundleTiers } from '../bag/bag.service.js';
import {
  assertSellerHere,
  findListingForSale,
  lockListingForSale,
  type ListingForSale,
} from '../listings/listings.sale.service.js';
import { bundleOfferForCheckout } from '../offers/offers.bundle.service.js';
import { reservedForAnother } from '../offers/offers.service.js';
import { getShippingRates } from '../shipping/shipping.service.js';
import { checkoutReply, openCheckout, type CheckoutTerms } from './checkout.open.js';
import { shipToFor } from './checkout.shipping.js';

/**
 * POST /api/create-payment-intent with `listingIds`: a bundle of 2–20 items from one seller, paid once
 * and shipped in one parcel (docs/decisions/033). The amount is the items' current prices less the
 * seller's bundle discount, plus one shipping charge for the combined parcel, all read from the
 * database under the items' locks. An item that sold or changed meanwhile charges nothing and is named.
 * With `offerId`, the buyer's accepted offer on exactly these items: its amount replaces the prices
 * and the discount (no tier on top of a negotiated price), plus the same one shipping charge.
 */
export async function startBundleCheckout(
  ctx: AppContext,
  buyerId: string,
  input: {
    listingIds: readonly string[];
    offerId?: string | undefined;
    shippingAddressId?: string | undefined;
  },
): Promise<CreatePaymentIntentReply> {
  if (!input.listingIds.every(isUuid)) throw notFound(bundleCheckoutMessages.itemNotFound);
  const found: ListingForSale[] = [];
  for (const id of input.listingIds) {
    const listing = await findListingForSale(ctx.db, id);
    if (!listing) throw notFound(bundleCheckoutMessages.itemNotFound);
    found.push(listing);
  }
  const sellerId = found[0]!.sellerId;
  if (found.some((l) => l.sellerId !== sellerId)) throw badRequest(bundleCheckoutMessages.oneSeller);
  if (sellerId === buyerId) throw badRequest(checkoutMessages.ownListing);
  found.forEach(assertBuyable);

  const shipTo = await shipToFor(ctx.db, buyerId, input.shippingAddressId);
  const tiers = input.offerId === undefined ? await getBundleTiers(ctx, sellerId) : [];
  const { opened, items } = await ctx.db.transaction(async (t) => {
    const tx = t as Db;
    // In id order, as settling takes them: two overlapping bundles cannot deadlock.
    const locked = new Map<string, ListingForSale>();
    for (const id of [...input.listingIds].sort()) {
      const listing = await lockListingForSale(tx, id);
      if (!listing) throw notFound(bundleCheckoutMessages.itemNotFound);
      assertBuyable(listing);
      if (await reservedForAnother(tx, id, buyerId)) {
        throw conflict(bundleCheckoutMessages.itemReserved(listing.title));
      }
      locked.set(id, listing);
    }
    const items = input.listingIds.map((id) => locked.get(id)!);
    const offer =
      input.offerId === undefined
        ? null
        : await bundleOfferForCheckout(tx, { listingIds: input.listingIds, buyerId, offerId: input.offerId });
    const total = bundleTotal(items, tiers, await getShippingRates(tx));
    const discountCents = offer ? 0 : total.discountCents;
    const priceCents = offer ? offer.offerCents : total.subtotalCents - total.discountCents;
    const terms: CheckoutTerms = {
      sellerId,
      offerId: offer?.id ?? null,
      priceCents,
      discountCents,
      fees: await feesAt(tx, priceCents),
      shipping: {
        parcelSize: total.parcelSize!,
        shippingPayer: total.shippingPayer,
        shippingRateCents: total.shippingRateCents,
        shippingCents: total.shippingCents,
      },
      items: items.map((l) => ({
        listingId: l.id,
        priceCents: l.priceCents,
        parcelSize: l.parcelSize,
        shippingPayer: l.shippingPayer,
      })),
    };
    return { opened: await openCheckout(tx, buyerId, terms, shipTo, ctx.payments.name), items };
  });
  const shown = items.map((l) => ({
    id: l.id,
    title: l.title,
    imageUrl: l.imageUrl,
    priceCents: l.priceCents,
  }));
  return checkoutReply(ctx, opened, { buyerId, shipTo, items: shown });
}

/** 409 naming the item when it sold or its seller took it down. */
function assertBuyable(listing: ListingForSale): void {
  if (listing.isSold) throw conflict(bundleCheckoutMessages.itemSold(listing.title));
  if (!listing.isActive) throw conflict(bundleCheckoutMessages.itemInactive(listing.title));
  assertSellerHere(listing.seller);
}
