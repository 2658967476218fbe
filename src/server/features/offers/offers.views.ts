import { offerActions } from '#shared/offer-actions.js';
import { offerMessages, type Offer } from '#shared/offers.js';
import { computeShippingSplit, type FeeConfig } from '#shared/fees.js';
import type { ShippingRates } from '#shared/shipping.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import { readFeeConfig } from '../../lib/payments/fee-config.js';
import { getShippingRates } from '../shipping/shipping.service.js';
import * as q from './offers.queries.js';

/**
 * How an offer step is shown: to its seller with what they would earn at its amount, and to either
 * side with what they may do with it now (`actions`, from the shared state machine).
 */
type OfferViewRow = NonNullable<Awaited<ReturnType<typeof q.findOfferView>>>;

export function toOffer(row: OfferViewRow, viewerId: string, terms: SaleTerms): Offer {
  const iso = (d: Date | null) => (d ? d.toISOString() : null);
  const { parcelSize, shippingPayer, ...offer } = row;
  const role = row.sellerId === viewerId ? 'seller' : 'buyer';
  const forSale = row.listing.isActive && !row.listing.isSold;
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
  return toOffer(row, viewerId, await saleTermsOf(ctx.db));
}
