import { combinedParcelSize, combinedShippingPayer } from '#shared/bundle-rules.js';
import { offerActions } from '#shared/offer-actions.js';
import { offerMessages, type Offer } from '#shared/offers.js';
import { computeShippingSplit, type FeeConfig } from '#shared/fees.js';
import type { ShippingRates } from '#shared/shipping.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { readFeeConfig } from '../../lib/payments/fee-config.js';
import { getShippingRates } from '../shipping/shipping.service.js';
import { offerItemsOf, type OfferItemRow } from './offers.items.queries.js';
import * as q from './offers.queries.js';

/**
 * How an offer step is shown: to its seller with what they would earn at its amount, and to either
 * side with what they may do with it now (`actions`, from the shared state machine).
 */
type OfferViewRow = NonNullable<Awaited<ReturnType<typeof q.findOfferView>>>;

export function toOffer(
  row: OfferViewRow,
  viewerId: string,
  terms: SaleTerms,
  bundleItems: readonly OfferItemRow[] = [],
): Offer {
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  const { parcelSize, shippingPayer, itemCount, ...offer } = row;
  const role = row.sellerId === viewerId ? 'seller' : 'buyer';
  // A bundle offer is for its items; an offer on one listing, for that listing alone.
  const items =
    itemCount > 1 && bundleItems.length > 0 ? bundleItems : [{ ...row.listing, parcelSize, shippingPayer }];
  const forSale = items.every((i) => i.isActive && !i.isSold);
  // A bundle ships as one combined parcel (docs/decisions/033), so its earnings preview does too.
  const parcel = combinedParcelSize(items.map((i) => i.parcelSize)) ?? parcelSize;
  const payer = combinedShippingPayer(items.map((i) => i.shippingPayer));
  const sale =
    row.sellerId === viewerId
      ? computeShippingSplit(row.offerCents, terms.rates[parcel], payer, terms.fees)
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
    items: items.map((i) => ({
      id: i.id,
      title: i.title,
      imageUrl: i.imageUrl,
      priceCents: i.priceCents,
      isSold: i.isSold,
      isActive: i.isActive,
    })),
    actions: offerActions(row, role, { forSale, reserved: row.listing.reserved }),
  };
}

/** The fee configuration and shipping rates a seller's earnings are computed at. */
type SaleTerms = { fees: FeeConfig; rates: ShippingRates };
export const saleTermsOf = async (db: Db): Promise<SaleTerms> => ({
  fees: await readFeeConfig(db),
  rates: await getShippingRates(db),
});

export async function offerView(ctx: AppContext, id: string, viewerId: string): Promise<Offer> {
  const row = await q.findOfferView(ctx.db, id);
  if (!row) throw notFound(offerMessages.notFound);
  const items = row.itemCount > 1 ? await offerItemsOf(ctx.db, [row.id]) : [];
  return toOffer(row, viewerId, await saleTermsOf(ctx.db), items);
}

/** Many offer rows as their viewer sees them, each bundle offer with its items (one query for all). */
export async function toOffers(db: Db, rows: readonly OfferViewRow[], viewerId: string): Promise<Offer[]> {
  const terms = await saleTermsOf(db);
  const items = await offerItemsOf(
    db,
    rows.filter((r) => r.itemCount > 1).map((r) => r.id),
  );
  return rows.map((row) =>
    toOffer(
      row,
      viewerId,
      terms,
      items.filter((i) => i.offerId === row.id),
    ),
  );
}
